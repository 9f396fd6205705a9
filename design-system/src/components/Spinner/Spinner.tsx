import { useLabels } from '../../labels/useLabels';
import { spinnerLabelsEn as englishLabels } from './Spinner.labels';
import { VisuallyHidden } from 'react-aria';
import { useDelayedFlag } from '../../hooks/useDelayedFlag';
import * as styles from './Spinner.css';

export type SpinnerSize = keyof typeof styles.size;

export interface SpinnerProps {
  /** Read to screen readers once shown, e.g. "Loading…". */
  label?: string;
  /** Shows nothing until loading has lasted this long, so quick loads never flash it. */
  delayMs?: number;
  /**
   * `sm` inside a line of text or a button, `md` in a section, `lg` for a whole page.
   * @default md
   */
  size?: SpinnerSize;
  /** Extra class on the status, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/**
 * A loading indicator that only appears once loading has lasted `delayMs`. Mount it
 * when loading starts and unmount it when done.
 */
export function Spinner({ label, delayMs = 200, size = 'md', className }: SpinnerProps) {
  const { loading } = useLabels('spinner', englishLabels, { loading: label });
  const elapsed = useDelayedFlag(delayMs > 0, delayMs);
  const isShown = delayMs <= 0 || elapsed;

  // The empty status region is there from the start: screen readers announce content
  // added to an existing live region more reliably than a region inserted already full.
  return (
    <span role="status" className={[styles.root, className].filter(Boolean).join(' ')}>
      {isShown ? (
        <>
          <span className={`${styles.mark} ${styles.size[size]}`} aria-hidden="true" />
          <VisuallyHidden elementType="span">{loading}</VisuallyHidden>
        </>
      ) : null}
    </span>
  );
}

export type { SpinnerLabels } from './Spinner.labels';
