import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLabels } from '../../labels/useLabels';
import { skipLinkLabelsEn, type SkipLinkLabels } from './SkipLink.labels';
import * as styles from './SkipLink.css';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /**
   * Id of the element that holds the page's main content, `main` by default. Give it
   * `tabIndex={-1}` so browsers move focus to it even before (or without) the script.
   */
  targetId?: string;
  /** Replaces the provider's `skipLink` labels for this link. */
  labels?: Partial<SkipLinkLabels>;
}

/**
 * The page's first focusable element: hidden until a keyboard user tabs onto it, it
 * jumps past the header and navigation to the main content. A plain in-page link, so
 * it works without JavaScript; once hydrated it also makes sure the target itself
 * receives focus, so the next Tab continues from there.
 */
export function SkipLink({ targetId = 'main', labels, className, onClick, ...anchorProps }: SkipLinkProps) {
  const { skipToContent } = useLabels('skipLink', skipLinkLabelsEn, labels);

  const focusTarget = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = document.getElementById(targetId);
    if (!target) return;
    // Without a tabindex a plain <main> cannot take focus: the browser would only scroll.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };

  return (
    <a
      {...anchorProps}
      href={`#${targetId}`}
      onClick={focusTarget}
      className={[styles.skipLink, className].filter(Boolean).join(' ')}
    >
      {/* The text's colour sits on its own element: a page's rule for every `a` (the host's,
          or the opt-in global.css) must not put link blue on the primary background. */}
      <span className={styles.text}>{skipToContent}</span>
    </a>
  );
}
