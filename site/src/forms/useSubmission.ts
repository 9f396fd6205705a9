import { useCallback, useRef, useState } from 'react';
import { postJson, type SubmissionOutcome } from './postJson';

export type SubmissionState = { kind: 'idle' } | { kind: 'submitting' } | SubmissionOutcome;

/**
 * The life of a form's submission: idle, submitting, then its outcome. A second
 * submit while one is under way is ignored, whatever the button's state.
 */
export function useSubmission(endpoint: string) {
  const [state, setState] = useState<SubmissionState>({ kind: 'idle' });
  const inFlight = useRef(false);

  const submit = useCallback(
    async (payload: Record<string, string>): Promise<SubmissionOutcome['kind'] | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setState({ kind: 'submitting' });
      const outcome = await postJson(endpoint, payload);
      inFlight.current = false;
      setState(outcome);
      return outcome.kind;
    },
    [endpoint],
  );

  /** Shows a verdict reached without a request, such as invalid input. */
  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  return { state, isSubmitting: state.kind === 'submitting', submit, reset };
}
