import { fold } from '../i18n/fold';
import { DATA_FLOWS, type DataFlow } from './dataFlow';
import { TECHNOLOGIES, type Technology } from './technologies';

/** The filter of the integrations list, as kept in the page address (?q=hue&tech=zigbee,wi-fi&flow=local). */
export interface CatalogueFilter {
  query: string;
  technologies: Technology[];
  /** Where the data goes; none chosen shows all. */
  dataFlows: DataFlow[];
}

export const EMPTY_FILTER: CatalogueFilter = { query: '', technologies: [], dataFlows: [] };

export function isFiltered(filter: CatalogueFilter): boolean {
  return filter.query.trim() !== '' || filter.technologies.length > 0 || filter.dataFlows.length > 0;
}

/** Longest search accepted, as in the docs search. */
export const MAX_QUERY_LENGTH = 64;

export function technologySlug(technology: Technology): string {
  return technology.toLowerCase();
}

/** The comma-separated values of a query parameter, trimmed and in lower case. */
function listParameter(params: URLSearchParams, name: string): Set<string> {
  return new Set((params.get(name) ?? '').split(',').map((slug) => slug.trim().toLowerCase()));
}

/** Reads the filter from a query string; unknown technologies and data flows are dropped. */
export function parseFilter(search: string): CatalogueFilter {
  const params = new URLSearchParams(search);
  const technologies = listParameter(params, 'tech');
  const dataFlows = listParameter(params, 'flow');
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    technologies: TECHNOLOGIES.filter((technology) => technologies.has(technologySlug(technology))),
    dataFlows: DATA_FLOWS.filter((dataFlow) => dataFlows.has(dataFlow)),
  };
}

/** Writes the filter into a query string, keeping the other parameters; '' when there is nothing to keep. */
export function serializeFilter(filter: CatalogueFilter, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('q');
  params.delete('tech');
  params.delete('flow');
  if (filter.query.trim()) params.set('q', filter.query);
  if (filter.technologies.length > 0) params.set('tech', filter.technologies.map(technologySlug).join(','));
  if (filter.dataFlows.length > 0) params.set('flow', filter.dataFlows.join(','));
  const search = params.toString().replace(/%2C/g, ',');
  return search ? `?${search}` : '';
}

export interface FilterableIntegration {
  name: string;
  technologies: Technology[];
  /** Description in the page's language. */
  description: string;
  dataFlow: DataFlow;
  /** The cloud service it needs, so searching for the vendor finds it. */
  cloudService?: string | null;
}

/**
 * Integrations that match every word of the query (in their name, description,
 * technologies or cloud service, accents ignored), use at least one of the chosen
 * technologies, and send their data where one of the chosen data flows says.
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
    if (filter.dataFlows.length > 0 && !filter.dataFlows.includes(item.dataFlow)) return false;
    const haystack = fold(
      [
        item.name,
        item.description,
        item.cloudService ?? '',
        ...item.technologies,
        ...item.technologies.map(technologyLabel),
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
