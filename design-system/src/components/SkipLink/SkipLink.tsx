import type { AnchorHTMLAttributes } from 'react';
import { useLabels } from '../../labels/useLabels';
import { skipLinkLabelsEn, type SkipLinkLabels } from './SkipLink.labels';
import * as styles from './SkipLink.css';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /**
   * Id of the element that holds the page's main content, `main` by default. Give it
   * `tabIndex={-1}`: the browser then moves focus to it when the link is followed.
   */
  targetId?: string;
  /** Replaces the provider's `skipLink` labels for this link. */
  labels?: Partial<SkipLinkLabels>;
}

/**
 * The page's first focusable element: hidden until a keyboard user tabs onto it, it
 * jumps past the header and navigation to the main content. A plain in-page link, no
 * script: the browser scrolls to the target and focuses it (a target with
 * `tabIndex={-1}`), so the next Tab continues from there, before hydration too, and
 * it adds nothing to the JavaScript a page hydrates but its text.
 */
export function SkipLink({ targetId = 'main', labels, className, ...anchorProps }: SkipLinkProps) {
  const { skipToContent } = useLabels('skipLink', skipLinkLabelsEn, labels);
  return (
    <a
      {...anchorProps}
      href={`#${targetId}`}
      className={[styles.skipLink, className].filter(Boolean).join(' ')}
    >
      {/* The text's colour sits on its own element: a page's rule for every `a` (the host's,
          or the opt-in global.css) must not put link blue on the primary background. */}
      <span className={styles.text}>{skipToContent}</span>
    </a>
  );
}
