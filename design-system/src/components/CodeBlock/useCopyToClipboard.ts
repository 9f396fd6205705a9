import { useCallback, useEffect, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

export interface CopyState {
  status: CopyStatus;
  /** Counts attempts, so a repeated identical message can be re-announced. */
  attempt: number;
}

/**
 * Writes text to the clipboard and reports the outcome for `feedbackMs`, then
 * returns to idle. `Infinity` keeps the outcome, for frozen screenshots.
 */
export function useCopyToClipboard(text: string, feedbackMs: number) {
  const [state, setState] = useState<CopyState>({ status: 'idle', attempt: 0 });

  useEffect(() => {
    if (state.status === 'idle' || !Number.isFinite(feedbackMs)) return undefined;
    const timer = window.setTimeout(
      () => setState((current) => ({ ...current, status: 'idle' })),
      feedbackMs,
    );
    return () => window.clearTimeout(timer);
  }, [state, feedbackMs]);

  const copy = useCallback(async () => {
    let status: CopyStatus = 'copied';
    try {
      // Missing outside secure contexts (plain http), hence the optional call.
      await navigator.clipboard?.writeText(text);
      if (!navigator.clipboard) status = 'failed';
    } catch {
      status = 'failed';
    }
    setState((current) => ({ status, attempt: current.attempt + 1 }));
  }, [text]);

  return { ...state, copy };
}
