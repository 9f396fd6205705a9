import { useEffect, useState } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link, Pagination, TextField } from '@foyer/design-system';
import { hitView, SEARCH_DEFAULTS, useSearch } from '@foyer/design-system/search';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';
import { searchReportUrl } from '../config/externalLinks';
import { popularQueries } from '../config/search';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { services } from '../config/services';
import { docsSearchFilters } from '../search/docsSearchFilters';
import { searchClient } from '../search/searchClient';
import { SearchPageResults } from '../search/ui/SearchPageResults';
import * as styles from '../search/ui/searchPage.css';

function readAddress(search: string): { query: string; page: number } {
  const params = new URLSearchParams(search);
  return {
    query: (params.get('q') ?? '').slice(0, SEARCH_DEFAULTS.maxQueryLength),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

function address(pathname: string, query: string, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The results page (spec §2): the query in the address, 20 results a page, the modal's messages. */
export default function SearchPage({ location }: PageProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const pathname = localizePath('/search/', language);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { status, response } = useSearch({
    client: searchClient,
    indexName: services.search.algoliaIndexName,
    query,
    facetFilters: docsSearchFilters(language),
    page: page - 1,
  });

  // The address is read once the page runs (the server renders the empty form), and again
  // when a pagination link changes it.
  useEffect(() => {
    const fromAddress = readAddress(location.search);
    setQuery(fromAddress.query);
    setPage(fromAddress.page);
  }, [location.search]);

  const onQueryChange = (next: string) => {
    setQuery(next);
    setPage(1);
    window.history.replaceState(window.history.state, '', address(pathname, next));
  };

  const hits = response?.hits.map(hitView) ?? [];
  return (
    <Layout>
      <PageIntro page="search" />
      <TextField
        type="search"
        name="q"
        label={t('search.input')}
        value={query}
        onChange={onQueryChange}
        maxLength={SEARCH_DEFAULTS.maxQueryLength}
        className={styles.field}
      />
      <div role="status" className={styles.status}>
        {status === 'stalled' ? t('search.stalled') : null}
        {status === 'done' && hits.length > 0 ? t('search.results', { count: response?.nbHits ?? 0 }) : null}
      </div>
      {status === 'error' ? (
        <div role="alert" className={styles.empty}>
          <p>
            <strong>{t('search.errorTitle')}</strong>
          </p>
          <p>{t('search.errorHelp')}</p>
        </div>
      ) : null}
      {status === 'done' && hits.length === 0 ? (
        <div className={styles.empty}>
          <p>
            {t('search.noResultsFor')} “<strong>{query}</strong>”
          </p>
          <p>{t('search.trySearchingFor')}</p>
          <ul className={styles.suggestions}>
            {popularQueries[language].map((suggestion) => (
              <li key={suggestion}>
                <Link href={address(pathname, suggestion)}>{suggestion}</Link>
              </li>
            ))}
          </ul>
          <p>
            {t('search.reportMissing')} <Link href={searchReportUrl(query)}>{t('search.reportLink')}</Link>
          </p>
        </div>
      ) : null}
      {hits.length > 0 ? <SearchPageResults hits={hits} language={language} /> : null}
      {response && response.nbPages > 1 ? (
        <Pagination
          currentPage={page}
          totalPages={response.nbPages}
          hrefFor={(target) => address(pathname, query, target)}
          labels={{
            navigation: t('search.pagination'),
            previous: t('search.previous'),
            next: t('search.next'),
            page: (target) => t('search.page', { page: target }),
          }}
        />
      ) : null}
    </Layout>
  );
}

export const Head = pageHead('search');

export const query = graphql`
  query SearchPage($language: String!) {
    ...LocaleStrings
  }
`;
