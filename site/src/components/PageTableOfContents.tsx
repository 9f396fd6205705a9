import { TableOfContents } from '@foyer/design-system';
import { flattenTableOfContents, type MdxTocItem } from '../docs/tableOfContents';
import { stickyAside } from './stickyAside.css';

/** The "On this page" column of an MDX page, from gatsby-plugin-mdx's table of contents; none without headings. */
export function PageTableOfContents({ items }: { items: MdxTocItem[] | undefined }) {
  const headings = flattenTableOfContents(items);
  if (headings.length === 0) return null;
  return (
    <div className={stickyAside}>
      <TableOfContents headings={headings} />
    </div>
  );
}
