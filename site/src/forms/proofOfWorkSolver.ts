/*
 * Loaded only by a dynamic import once a visitor starts filling a form (useProofOfWork):
 * altcha-lib and this code are in no page's first JavaScript.
 *
 * The browser's key derivations are altcha-lib's `algorithms/web/*` (crypto.subtle):
 * `altcha-lib/algorithms/sha` and `…/pbkdf2` are its Node versions (`node:crypto`),
 * which webpack cannot bundle for the browser.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey as deriveShaKey } from 'altcha-lib/algorithms/web/sha';
import { deriveKey as derivePbkdf2Key } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge } from 'altcha-lib/types';

/** Give up on a challenge after this long: the form is then sent without one. */
const SOLVE_TIMEOUT_MS = 15_000;

function isChallenge(value: unknown): value is Challenge {
  const parameters = (value as Challenge | null)?.parameters;
  return Boolean(
    parameters && typeof parameters.algorithm === 'string' && typeof parameters.salt === 'string',
  );
}

/** Base64 of the UTF-8 bytes of `text`. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The `altcha` field for one challenge and its solution: base64 of `{challenge, solution}`. */
export function altchaField(challenge: Challenge, solution: unknown): string {
  return base64(JSON.stringify({ challenge, solution }));
}

/** Solves `challenge` with the key derivation it names; null when it cannot. */
export async function solve(challenge: Challenge) {
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2/') ? derivePbkdf2Key : deriveShaKey;
  return solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
}

/**
 * GETs a challenge from `endpoint` and solves it: the `altcha` field to send, or
 * undefined when the challenge cannot be had or solved (the form then goes without).
 */
export async function fetchAndSolve(
  endpoint: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> {
  try {
    const response = await fetchImpl(endpoint, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const challenge: unknown = await response.json();
    if (!isChallenge(challenge)) return undefined;
    const solution = await solve(challenge);
    return solution ? altchaField(challenge, solution) : undefined;
  } catch {
    return undefined;
  }
}
