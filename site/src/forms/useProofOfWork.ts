import { useCallback, useRef } from 'react';

/** How long a submit waits for a solution still being computed before it goes without one. */
export const PROOF_WAIT_MS = 20_000;

/**
 * Fetches the receiver's challenge and solves it. The solver (altcha-lib) is loaded
 * here, by a dynamic import, so no page pays for it before a visitor starts filling a form.
 * Never rejects: a challenge that cannot be fetched or solved gives `undefined`.
 */
function solveFrom(endpoint: string): Promise<string | undefined> {
  return import(/* webpackChunkName: "proof-of-work" */ './proofOfWorkSolver')
    .then((solver) => solver.fetchAndSolve(endpoint))
    .catch(() => undefined);
}

function withinTime<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/**
 * The form's proof of work: `start` (on the visitor's first focus or input in the form)
 * fetches and solves one challenge in the background; `take` gives its `altcha` field
 * for one submission, waiting for it if needed, and forgets it, as a challenge serves once.
 */
export function useProofOfWork(endpoint: string) {
  const pending = useRef<Promise<string | undefined> | undefined>(undefined);

  const start = useCallback(() => {
    pending.current ??= solveFrom(endpoint);
  }, [endpoint]);

  const take = useCallback(async (): Promise<string | undefined> => {
    const solution = pending.current ?? solveFrom(endpoint);
    pending.current = undefined;
    return withinTime(solution, PROOF_WAIT_MS);
  }, [endpoint]);

  return { start, take };
}
