/** A page number, or a run of pages left out. */
export type PageItem = number | 'gap';

/** Beyond this many pages the list is shortened, keeping its length constant. */
const MAX_ITEMS = 7;

/**
 * The page numbers to show: all of them when few, otherwise the first, the last,
 * the current one with its neighbours, and gaps, so the bar never changes width
 * while paging through.
 */
export function pageItems(current: number, total: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= MAX_ITEMS) return range(1, total);
  if (current <= 4) return [...range(1, 5), 'gap', total];
  if (current >= total - 3) return [1, 'gap', ...range(total - 4, total)];
  return [1, 'gap', current - 1, current, current + 1, 'gap', total];
}
