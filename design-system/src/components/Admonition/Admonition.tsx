import { useId, type ReactNode } from 'react';
import * as styles from './Admonition.css';
import { AdmonitionIcon } from './AdmonitionIcon';

export type AdmonitionType = 'note' | 'tip' | 'warning' | 'danger';

export interface AdmonitionProps {
  /** Kind of aside, which sets its icon and colours: `note`, `tip`, `warning` or `danger`. */
  type: AdmonitionType;
  /** Shown first and names the aside, e.g. "Note", "Tip" / "Astuce", "Warning" / "Attention". */
  title: string;
  /** The aside's body, under its title. */
  children: ReactNode;
  /** Extra class on the aside, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/**
 * A callout beside the main text (Docusaurus's `:::note` and friends): a
 * complementary landmark named by its title, with an icon per type.
 */
export function Admonition({ type, title, children, className }: AdmonitionProps) {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      data-type={type}
      className={[styles.root, styles.type[type], className].filter(Boolean).join(' ')}
    >
      <p id={titleId} className={styles.title}>
        <AdmonitionIcon type={type} className={styles.icon} />
        {title}
      </p>
      <div className={styles.content}>{children}</div>
    </aside>
  );
}
