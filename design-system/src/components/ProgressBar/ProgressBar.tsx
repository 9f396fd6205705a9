import { useLabels } from '../../labels/useLabels';
import { progressBarLabelsEn as englishLabels } from './ProgressBar.labels';
import { useEffect, useState, type TransitionEvent } from 'react';
import { useProgressBar } from 'react-aria';
import { media } from '../../theme/tokens';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** True while the next route loads; the host decides how long to wait before setting it. */
  isLoading: boolean;
  /** Accessible name, e.g. "Loading page". */
  label?: string;
  /** Extra class on the track, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

type Phase = 'idle' | 'loading' | 'complete';

/** Longer than the CSS finish (fill then fade) so it only acts when `transitionend` never comes. */
const COMPLETE_FALLBACK_MS = 1000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(media.reducedMotion).matches
    : false;
}

/**
 * The page-loading bar fixed at the top of the viewport. It creeps towards 90% while
 * `isLoading`, then fills, fades and leaves the DOM, so it says nothing when idle.
 */
export function ProgressBar({ isLoading, label, className }: ProgressBarProps) {
  const { loading } = useLabels('progressBar', englishLabels, { loading: label });
  const [phase, setPhase] = useState<Phase>(isLoading ? 'loading' : 'idle');
  const [wasLoading, setWasLoading] = useState(isLoading);

  // Adjusting state during render, not in an effect, so the bar never paints a stale phase.
  if (isLoading !== wasLoading) {
    setWasLoading(isLoading);
    if (isLoading) setPhase('loading');
    else if (phase === 'loading') setPhase(prefersReducedMotion() ? 'idle' : 'complete');
  }

  useEffect(() => {
    if (phase !== 'complete') return undefined;
    const timer = window.setTimeout(() => setPhase('idle'), COMPLETE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const { progressBarProps } = useProgressBar({ 'aria-label': loading, isIndeterminate: true });

  if (phase === 'idle') return null;

  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (phase === 'complete' && event.propertyName === 'opacity') setPhase('idle');
  };

  return (
    <div
      {...progressBarProps}
      className={[styles.track, className].filter(Boolean).join(' ')}
      data-state={phase}
    >
      <div className={styles.indicator} onTransitionEnd={onTransitionEnd} />
    </div>
  );
}

export type { ProgressBarLabels } from './ProgressBar.labels';
