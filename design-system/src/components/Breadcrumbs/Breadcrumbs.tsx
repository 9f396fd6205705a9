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
  /**
   * Renders the links (see `Link`).
   * @default the provider's LinkComponent
   */
  LinkComponent?: LinkComponentType | 'a';
  /** Replaces the provider's `breadcrumbs` labels for this trail. */
  labels?: Partial<BreadcrumbsLabels>;
  /** Extra class on the landmark, for the host's layout. */
  className?: string;
}

/**
 * Where the page sits in the site: a navigation landmark holding an ordered list of
 * links, the current page last, marked `aria-current="page"` and not a link. The
 * separators are drawn by CSS with empty content, so assistive technologies read
 * none. Plain markup (no state, no effect, no react-aria hook, whose breadcrumbs
 * hooks would bring their own strings in 34 languages and make the current page a
 * disabled link): it adds little to the JavaScript a page hydrates.
 */
export function Breadcrumbs({ items, LinkComponent, labels, className }: BreadcrumbsProps) {
  const { navigation } = useLabels('breadcrumbs', breadcrumbsLabelsEn, labels);
  return (
    <nav aria-label={navigation} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = item.isCurrent ?? index === items.length - 1;
          return (
            // A fixed trail: its order never changes between renders.
            <li key={index} className={styles.item}>
              {item.href && !isCurrent ? (
                <Link href={item.href} LinkComponent={LinkComponent}>
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={isCurrent ? 'page' : undefined}
                  className={isCurrent ? styles.current : undefined}
                >
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
