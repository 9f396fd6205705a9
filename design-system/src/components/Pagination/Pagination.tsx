import { Link, type LinkComponentType } from '../Link';
import * as styles from './Pagination.css';
import { pageItems } from './pageItems';
import { useLabels } from '../../labels/useLabels';
import { paginationLabelsEn } from './Pagination.labels';
import type { PaginationLabels } from './Pagination.labels';

export interface PaginationProps {
  /** 1-based. */
  currentPage: number;
  /** Number of pages; no navigation is rendered for a single page. */
  totalPages: number;
  /** Internal address of a page. */
  hrefFor: (page: number) => string;
  /**
   * Accessible names of the navigation, the previous and next links and each page link.
   * @default the provider's pagination labels
   */
  labels?: Partial<PaginationLabels>;
  /** Renders the links, so the host site's router handles them. */
  LinkComponent?: LinkComponentType;
  /** Extra class on the navigation, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.arrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Links between the pages of a list. The current page stays a link marked
 * `aria-current="page"`, so it is announced and reachable like its siblings; the
 * previous and next links are left out on the first and last pages.
 */
export function Pagination({
  currentPage,
  totalPages,
  hrefFor,
  labels: ownLabels,
  LinkComponent,
  className,
}: PaginationProps) {
  const labels = useLabels('pagination', paginationLabelsEn, ownLabels);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, Math.round(currentPage)), totalPages);
  const linkProps = { isExternal: false, LinkComponent } as const;

  return (
    <nav aria-label={labels.navigation} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            <Link {...linkProps} href={hrefFor(current - 1)} rel="prev" className={styles.step}>
              <Arrow direction="previous" />
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {pageItems(current, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                {...linkProps}
                href={hrefFor(item)}
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                data-current={item === current || undefined}
                className={styles.page}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <Link {...linkProps} href={hrefFor(current + 1)} rel="next" className={styles.step}>
              {labels.next}
              <Arrow direction="next" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export type { PaginationLabels } from './Pagination.labels';
