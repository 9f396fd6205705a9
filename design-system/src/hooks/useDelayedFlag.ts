import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`, false as soon as it turns false.
 * Fast operations then never flash a loading indicator, and a finished one hides at once.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (!active) {
      setElapsed(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);

  // `elapsed` lags one render behind `active` going false; masking it answers false at once.
  return active && elapsed;
}
