import { SiteLink } from './SiteLink';
import * as styles from './Pager.css';

export interface PagerTarget {
  href: string;
  title: string;
  /** Small text above the title: "Previous", "Newer post"… */
  hint: string;
}

export interface PagerProps {
  /** Accessible name of the navigation. */
  label: string;
  previous?: PagerTarget;
  next?: PagerTarget;
}

/** Two large links to the page before and the page after, at the foot of a doc or a post. */
export function Pager({ label, previous, next }: PagerProps) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {previous ? (
        <SiteLink href={previous.href} className={styles.pagerLink} rel="prev">
          <span className={styles.pagerHint}>{previous.hint}</span>
          <span className={styles.pagerTitle}>{previous.title}</span>
        </SiteLink>
      ) : null}
      {next ? (
        <SiteLink href={next.href} className={[styles.pagerLink, styles.pagerNext].join(' ')} rel="next">
          <span className={styles.pagerHint}>{next.hint}</span>
          <span className={styles.pagerTitle}>{next.title}</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
