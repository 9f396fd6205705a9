import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { type SpentChallenge } from './submissions';

/** How long a served challenge may be used. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export type ChallengeProblem = 'invalid' | 'expired';

export interface Challenges {
  create(): Promise<Challenge>;
  /** A verified challenge (to be recorded as spent), or what is wrong with the payload. */
  verify(payload: string): Promise<SpentChallenge | ChallengeProblem>;
}

/**
 * The HMAC key of the challenges: FORMS_CHALLENGE_SECRET, or one made once per data
 * directory and kept in `<data>/challenge-secret` (0600), so a restart does not
 * invalidate the challenges visitors are solving.
 */
export function challengeSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'challenge-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { challenge, solution } = parsed as { challenge?: Challenge; solution?: Solution };
    if (typeof challenge?.parameters !== 'object' || challenge.parameters === null) return undefined;
    if (typeof challenge.signature !== 'string' || typeof solution !== 'object' || solution === null) {
      return undefined;
    }
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * altcha v2 proofs of work on SHA-256: the visitor's browser searches a counter
 * below `cost` whose derived key matches the challenge's prefix. The challenge is
 * signed, so the receiver keeps no state until one is spent.
 */
export function createChallenges(options: { secret: string; cost: number; now?: () => number }): Challenges {
  const now = options.now ?? Date.now;
  const keySecret = `${options.secret}:keys`;
  return {
    create: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(options.cost),
        deriveKey,
        hmacSignatureSecret: options.secret,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(now() + CHALLENGE_LIFETIME_MS),
      }),
    async verify(payload) {
      const parsed = parsePayload(payload);
      if (!parsed) return 'invalid';
      const expiresAt = parsed.challenge.parameters.expiresAt;
      // A challenge without an expiry would serve forever: ours always have one.
      if (typeof expiresAt !== 'number') return 'invalid';
      if (expiresAt * 1000 < now()) return 'expired';
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: options.secret,
          hmacKeySignatureSecret: keySecret,
        });
        if (result.expired) return 'expired';
        if (!result.verified) return 'invalid';
      } catch {
        return 'invalid';
      }
      return { signature: parsed.challenge.signature ?? '', expiresAt: new Date(expiresAt * 1000) };
    },
  };
}
