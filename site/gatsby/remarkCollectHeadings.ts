import type { TocHeading } from '@foyer/design-system';
import { nodeText, type MdastNode } from './remarkHeadingIds';

/** The heading levels a page's "On this page" column lists. */
export const TABLE_OF_CONTENTS_DEPTHS: readonly number[] = [2, 3];

/**
 * Collects, into `into`, the headings of the MDX body being compiled: the id
 * remarkHeadingIds gave each one and its text as the page shows it (after French
 * typography), so the table of contents comes from the same compile as the body.
 */
export function remarkCollectHeadings({ into }: { into: TocHeading[] }) {
  const collect = (node: MdastNode) => {
    const id = node.data?.id;
    if (
      node.type === 'heading' &&
      typeof id === 'string' &&
      TABLE_OF_CONTENTS_DEPTHS.includes(node.depth ?? 0)
    ) {
      into.push({ id, value: nodeText(node), depth: node.depth ?? 0 });
    }
    node.children?.forEach(collect);
  };
  return collect;
}
