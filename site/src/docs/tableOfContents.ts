import type { TocHeading } from '@foyer/design-system';

/** gatsby-plugin-mdx's `tableOfContents`: nested items whose url is '#<id>'. */
export interface MdxTocItem {
  url?: string;
  title?: string;
  items?: MdxTocItem[];
}

/** Flattens the nested MDX table of contents into headings in document order (h2 is depth 2). */
export function flattenTableOfContents(items: MdxTocItem[] | undefined, depth = 2): TocHeading[] {
  return (items ?? []).flatMap((item) => [
    ...(item.url && item.title ? [{ id: item.url.replace(/^#/, ''), value: item.title, depth }] : []),
    ...flattenTableOfContents(item.items, depth + 1),
  ]);
}
