import { useEffect, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useDesignSystem } from '../../provider/designSystemContext';
import { media } from '../../theme/tokens';
import * as styles from './Counter.css';
import { easeOutValue } from './easeOut';

export interface CounterProps {
  /** The number the count-up ends on, and the only one screen readers hear. */
  value: number;
  /** BCP 47 locale the number is written in, e.g. "fr-FR"; the provider's `locale` by default. */
  locale?: string;
  /** e.g. `{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }`. */
  format?: Intl.NumberFormatOptions;
  /** What is counted, shown under the number. */
  label: string;
  /** Length of the count-up. */
  durationMs?: number;
  /** Extra class on the figure, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(media.reducedMotion).matches;
}

/**
 * Counts up from 0 to `value` the first time it scrolls into view. The server HTML
 * and the first render already hold the final value, so it is right without
 * JavaScript, for search engines, and under reduced motion where it never moves.
 * Screen readers only ever get the final value.
 */
export function Counter({
  value,
  locale: ownLocale,
  format,
  label,
  durationMs = 1500,
  className,
}: CounterProps) {
  const { locale: providerLocale } = useDesignSystem();
  const locale = ownLocale ?? providerLocale;
  const ref = useRef<HTMLDivElement>(null);
  // null: at rest, showing `value`; a number: the frame being shown while counting.
  const [frame, setFrame] = useState<number | null>(null);
  const target = useRef({ value, durationMs });
  // Callers pass `format` inline, a new object each render: key the formatter on its content.
  const formatOptions = JSON.stringify(format ?? {});
  const formatter = useMemo(
    () => new Intl.NumberFormat(locale, JSON.parse(formatOptions) as Intl.NumberFormatOptions),
    [locale, formatOptions],
  );

  useEffect(() => {
    target.current = { value, durationMs };
  }, [value, durationMs]);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let request = 0;
    const animate = () => {
      const { value: end, durationMs: duration } = target.current;
      // Integers count in whole steps; decimals would make the digits flicker.
      const shown = (eased: number) => (Number.isInteger(end) ? Math.round(eased) : eased);
      let start: number | undefined;
      const step = (now: number) => {
        start ??= now;
        const elapsed = now - start;
        if (elapsed >= duration) {
          setFrame(null);
          return;
        }
        setFrame(shown(easeOutValue(end, elapsed, duration)));
        request = window.requestAnimationFrame(step);
      };
      setFrame(0);
      request = window.requestAnimationFrame(step);
    };
    // Counting up once, on first sight, is enough: later changes of `value` just show.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (!prefersReducedMotion()) animate();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(request);
    };
  }, []);

  const final = formatter.format(value);
  const isCounting = frame !== null;

  return (
    <div
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-counting={isCounting || undefined}
    >
      <span className={styles.number}>
        <span className={styles.sizer} aria-hidden="true">
          {final}
        </span>
        <span className={styles.layer} aria-hidden={isCounting || undefined}>
          {isCounting ? formatter.format(frame) : final}
        </span>
        {isCounting ? <VisuallyHidden elementType="span">{final}</VisuallyHidden> : null}
      </span>
      <span className={styles.label}>{label}</span>
    </div>
  );
}
