import { TableOfContents, type TocHeading } from '@foyer/design-system';
import { tableOfContentsLabelsFr } from '@foyer/design-system/labels';
import { FrenchLabels } from '../i18n/FrenchLabels';
import { stickyAside } from './stickyAside.css';

/** The "On this page" column of an MDX page (its `headings` field); none without headings. */
export function PageTableOfContents({ headings }: { headings: readonly TocHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <FrenchLabels labels={{ tableOfContents: tableOfContentsLabelsFr }}>
      <div className={stickyAside}>
        {/* The package takes a mutable list; query results are read-only. */}
        <TableOfContents headings={[...headings]} />
      </div>
    </FrenchLabels>
  );
}
