import { useLabels } from '../../labels/useLabels';
import { Link, type LinkComponentType } from '../Link';
import { breadcrumbsLabelsEn, type BreadcrumbsLabels } from './Breadcrumbs.labels';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  /** The crumb's visible text. */
  label: string;
  /** Where it leads; without it the crumb is plain text (a section with no page of its own). */
  href?: string;
  /**
   * The page being shown: `aria-current="page"`, never a link. Defaults to true for the
   * last item; set it to false when the trail stops at the current page's parent.
   */
  isCurrent?: boolean;
}

export interface BreadcrumbsProps {
  /** From the site's home (or the section's) down to the current page. */
  items: BreadcrumbItem[];
  /** Renders the links; the provider's `LinkComponent` by default (see `Link`). */
  LinkComponent?: LinkComponentType | 'a';
  /** Replaces the provider's `breadcrumbs` labels for this trail. */
  labels?: Partial<BreadcrumbsLabels>;
  /** Extra class on the landmark, for the host's layout. */
  className?: string;
}

/**
 * Where the page sits in the site: a navigation landmark holding an ordered list of
 * links, the current page last, marked `aria-current="page"` and not a link. The
 * separators are drawn for the eye only. Renders plain markup (no state, no effect):
 * it costs the page nothing to hydrate beyond its links.
 */
export function Breadcrumbs({ items, LinkComponent, labels, className }: BreadcrumbsProps) {
  const { navigation } = useLabels('breadcrumbs', breadcrumbsLabelsEn, labels);
  return (
    <nav aria-label={navigation} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = item.isCurrent ?? index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {index > 0 ? <Separator /> : null}
              {isCurrent ? (
                <span aria-current="page" className={styles.current} data-current="">
                  {item.label}
                </span>
              ) : item.href ? (
                <Link href={item.href} LinkComponent={LinkComponent}>
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <svg
      className={styles.separator}
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4.5 2.5 8 6l-3.5 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
