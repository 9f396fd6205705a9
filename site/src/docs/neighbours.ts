import type { DocSidebarItem } from '@foyer/design-system';

export interface DocLink {
  label: string;
  href: string;
}

/** The sidebar's links in reading order. */
export function flattenSidebar(items: DocSidebarItem[]): DocLink[] {
  return items.flatMap((item) =>
    item.type === 'link'
      ? [{ label: item.label, href: item.href }]
      : [...(item.href ? [{ label: item.label, href: item.href }] : []), ...flattenSidebar(item.items)],
  );
}

/** Previous and next pages of the docs, in sidebar order. */
export function docNeighbours(
  items: DocSidebarItem[],
  currentPath: string,
): { previous?: DocLink; next?: DocLink } {
  const links = flattenSidebar(items);
  const index = links.findIndex((link) => link.href === currentPath);
  if (index === -1) return {};
  return { previous: links[index - 1], next: links[index + 1] };
}

/** The crumbs above a doc: docs home (a link), then its category (plain text). */
export function docBreadcrumbs(
  items: DocSidebarItem[],
  currentPath: string,
): { category?: string; home?: DocLink } {
  const home = items.find((item) => item.type === 'link');
  const category = items.find(
    (item) =>
      item.type === 'category' && flattenSidebar(item.items).some((link) => link.href === currentPath),
  );
  return {
    home: home && home.type === 'link' ? { label: home.label, href: home.href } : undefined,
    category: category?.label,
  };
}
