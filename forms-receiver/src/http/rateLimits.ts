import { createHmac, randomBytes } from 'node:crypto';
import { type FastifyRequest, type preHandlerAsyncHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { type App } from './deps';

/** Thrown by a limiter; the error handler turns it into the contract's 429. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super('rate limited');
  }
}

/**
 * The limiters' key: an HMAC of the client's address (IPv6 grouped by /64) under a
 * salt made at start and kept in memory only. Counters never hold an IP, and the
 * keys mean nothing once the process is gone.
 */
export function ipKeyer(salt: Buffer = randomBytes(32)): (prefix: string, ip: string) => string {
  return (prefix, ip) =>
    `${prefix}:${createHmac('sha256', salt).update(normalizeIP(ip, 64)).digest('base64url')}`;
}

export interface Limiters {
  /** Every POST: FORMS_RATE_PER_MINUTE per IP. */
  perMinute: preHandlerAsyncHookHandler;
  /** Posts without a proof of work: FORMS_NOSCRIPT_PER_HOUR per IP (runs once the body is parsed). */
  noscript: preHandlerAsyncHookHandler;
  /** Challenges: generous, but not unlimited (each costs a signature). */
  challenge: preHandlerAsyncHookHandler;
}

function hasProofOfWork(request: FastifyRequest): boolean {
  const altcha = (request.body as { altcha?: unknown } | undefined)?.altcha;
  return typeof altcha === 'string' && altcha.length > 0;
}

/**
 * Builds the limiters (`@fastify/rate-limit` registered with `global: false`). Each
 * is its own counter through `createRateLimit`: the plugin's `rateLimit()` hooks run
 * only once per request, and a form post passes two of them.
 */
export function createLimiters(
  app: App,
  options: { ratePerMinute: number; noscriptPerHour: number },
): Limiters {
  const key = ipKeyer();
  const limiter = (
    prefix: string,
    max: number,
    timeWindow: number,
    skip?: (request: FastifyRequest) => boolean,
  ): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => key(prefix, request.ip),
    });
    return async (request, reply) => {
      if (skip?.(request)) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const retryAfter = Math.max(1, result.ttlInSeconds);
      reply.header('Retry-After', String(retryAfter));
      throw new RateLimitedError(retryAfter);
    };
  };
  return {
    perMinute: limiter('minute', options.ratePerMinute, 60_000),
    noscript: limiter('noscript', options.noscriptPerHour, 3_600_000, hasProofOfWork),
    challenge: limiter('challenge', Math.max(60, options.ratePerMinute * 6), 60_000),
  };
}
