import { fold } from '../i18n/fold';
import { TECHNOLOGIES, type Technology } from './technologies';

/** The filter of the integrations list, as kept in the page address (?q=hue&tech=zigbee,wi-fi). */
export interface CatalogueFilter {
  query: string;
  technologies: Technology[];
}

export const EMPTY_FILTER: CatalogueFilter = { query: '', technologies: [] };

/** Longest search accepted, as in the docs search. */
export const MAX_QUERY_LENGTH = 64;

export function technologySlug(technology: Technology): string {
  return technology.toLowerCase();
}

/** Reads the filter from a query string; unknown technologies are dropped. */
export function parseFilter(search: string): CatalogueFilter {
  const params = new URLSearchParams(search);
  const slugs = new Set((params.get('tech') ?? '').split(',').map((slug) => slug.trim().toLowerCase()));
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    technologies: TECHNOLOGIES.filter((technology) => slugs.has(technologySlug(technology))),
  };
}

/** Writes the filter into a query string, keeping the other parameters; '' when there is nothing to keep. */
export function serializeFilter(filter: CatalogueFilter, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('q');
  params.delete('tech');
  if (filter.query.trim()) params.set('q', filter.query);
  if (filter.technologies.length > 0) params.set('tech', filter.technologies.map(technologySlug).join(','));
  const search = params.toString().replace(/%2C/g, ',');
  return search ? `?${search}` : '';
}

export interface FilterableIntegration {
  name: string;
  technologies: Technology[];
  /** Description in the page's language. */
  description: string;
}

/**
 * Integrations that match every word of the query (in their name, description or
 * technologies, accents ignored) and use at least one of the chosen technologies.
 */
export function filterCatalogue<Item extends FilterableIntegration>(
  items: Item[],
  filter: CatalogueFilter,
  technologyLabel: (technology: Technology) => string = (technology) => technology,
): Item[] {
  const words = fold(filter.query).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (
      filter.technologies.length > 0 &&
      !item.technologies.some((technology) => filter.technologies.includes(technology))
    ) {
      return false;
    }
    const haystack = fold(
      [item.name, item.description, ...item.technologies, ...item.technologies.map(technologyLabel)].join(
        ' ',
      ),
    );
    return words.every((word) => haystack.includes(word));
  });
}
