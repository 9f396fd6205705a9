import { useLabels } from '../../labels/useLabels';
import { tableOfContentsLabelsEn as englishLabels } from './TableOfContents.labels';
import { useId, useMemo } from 'react';
import { useActiveHeading } from '../private/useActiveHeading';
import * as styles from './TableOfContents.css';

/** A heading as Markdown processors list them: flat, in document order. */
export interface TocHeading {
  /** The heading element's id, target of the `#id` link. */
  id: string;
  /** The heading's text, as shown in the page. */
  value: string;
  /** Heading level, 1 to 6. */
  depth: number;
}

export interface TableOfContentsProps {
  /** The page's headings in document order; deeper ones nest under the one before. */
  headings: TocHeading[];
  /**
   * Shallowest heading level listed (the page title is level 1).
   * @default 2
   */
  minLevel?: number;
  /**
   * Deepest heading level listed.
   * @default 3
   */
  maxLevel?: number;
  /** Title and accessible name; the `tableOfContents.title` label by default. */
  label?: string;
  /**
   * Forces the highlighted entry and turns off scroll tracking: for screenshots, or
   * for a host that tracks the section in view itself.
   */
  activeId?: string;
  /** Extra class on the navigation, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

interface TocNode {
  heading: TocHeading;
  children: TocNode[];
}

/** Nests each heading under the closest previous one of a shallower level. */
function buildTree(headings: TocHeading[], minLevel: number, maxLevel: number): TocNode[] {
  const roots: TocNode[] = [];
  const ancestors: TocNode[] = [];
  for (const heading of headings) {
    if (heading.depth < minLevel || heading.depth > maxLevel) continue;
    const node: TocNode = { heading, children: [] };
    while ((ancestors.at(-1)?.heading.depth ?? 0) >= heading.depth) ancestors.pop();
    (ancestors.at(-1)?.children ?? roots).push(node);
    ancestors.push(node);
  }
  return roots;
}

function TocList({ nodes, activeId, className }: { nodes: TocNode[]; activeId?: string; className: string }) {
  return (
    <ul className={className}>
      {nodes.map(({ heading, children }) => (
        <li key={heading.id}>
          <a
            href={`#${heading.id}`}
            className={styles.link}
            aria-current={heading.id === activeId ? 'location' : undefined}
            data-current={heading.id === activeId || undefined}
          >
            {heading.value}
          </a>
          {children.length > 0 ? (
            <TocList nodes={children} activeId={activeId} className={styles.nestedList} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The page's table of contents: nested in-page links to its headings, the section
 * in view marked `aria-current="location"`. Renders nothing when no heading is in range.
 */
export function TableOfContents({
  headings,
  minLevel = 2,
  maxLevel = 3,
  label,
  activeId,
  className,
}: TableOfContentsProps) {
  const { title } = useLabels('tableOfContents', englishLabels, { title: label });
  const titleId = useId();
  const tree = useMemo(() => buildTree(headings, minLevel, maxLevel), [headings, minLevel, maxLevel]);
  const listedIds = headings
    .filter((heading) => heading.depth >= minLevel && heading.depth <= maxLevel)
    .map((heading) => heading.id);
  const observedId = useActiveHeading(listedIds, activeId === undefined);

  if (tree.length === 0) return null;
  return (
    <nav aria-labelledby={titleId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <TocList nodes={tree} activeId={activeId ?? observedId} className={styles.list} />
    </nav>
  );
}

export type { TableOfContentsLabels } from './TableOfContents.labels';
