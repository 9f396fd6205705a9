import { TableOfContents, type TocHeading } from '@foyer/design-system';
import { stickyAside } from './stickyAside.css';

/** The "On this page" column of an MDX page (its `headings` field); none without headings. */
export function PageTableOfContents({ headings }: { headings: TocHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <div className={stickyAside}>
      <TableOfContents headings={headings} />
    </div>
  );
}
