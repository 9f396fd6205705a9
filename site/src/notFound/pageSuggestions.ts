import type { SearchHit } from '@foyer/design-system';

export interface PageSuggestion {
  /** The page's address, without the heading's anchor. */
  url: string;
  title: string;
  /** Where the page sits: a docs category or the blog. */
  section: string | null;
}

/** The best `count` pages among the hits, each once, in the order their first hit came. */
export function pageSuggestions(hits: readonly SearchHit[], count: number): PageSuggestion[] {
  const pages = new Map<string, PageSuggestion>();
  for (const hit of hits) {
    const url = hit.url.replace(/#.*$/, '');
    if (pages.has(url)) continue;
    pages.set(url, { url, title: hit.hierarchy.lvl1 ?? url, section: hit.hierarchy.lvl0 });
    if (pages.size === count) break;
  }
  return [...pages.values()];
}
