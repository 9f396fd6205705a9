import { useEffect, useState } from 'react';
import { searchRequest } from '@foyer/design-system/search';
import { services } from '../config/services';
import { docsSearchFilters } from '../search/docsSearchFilters';
import { searchClient } from '../search/searchClient';
import { pageSuggestions, type PageSuggestion } from './pageSuggestions';
import { searchVariants } from './searchVariants';

/**
 * The pages that best match the words of a missing address, in the page's language:
 * the hits of the whole query first, then those of its words alone, each page once.
 * Empty while searching, and when the search fails: the page then stays as it was.
 */
export function usePageSuggestions(query: string, language: string, count: number): PageSuggestion[] {
  const [pages, setPages] = useState<PageSuggestion[]>([]);
  useEffect(() => {
    const variants = searchVariants(query);
    if (variants.length === 0) return undefined;
    let isCurrent = true;
    const facetFilters = docsSearchFilters(language);
    searchClient()
      .then((client) =>
        client.search(
          variants.map((variant) =>
            searchRequest({ indexName: services.search.algoliaIndexName, query: variant, facetFilters }),
          ),
        ),
      )
      .then(({ results }) => {
        if (isCurrent)
          setPages(
            pageSuggestions(
              results.flatMap((result) => result.hits),
              count,
            ),
          );
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [query, language, count]);
  return pages;
}
