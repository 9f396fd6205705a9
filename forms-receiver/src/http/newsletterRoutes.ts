import { confirmSubscription, unsubscribe } from '../submissions';
import { type App, type AppDeps } from './deps';
import { type Limiters } from './rateLimits';
import { tokenBody } from './schemas';

const invalidToken = { status: 'invalid', errors: { token: 'invalid' } } as const;

/** The token from the body, or (RFC 8058 one-click) from the query string. */
function tokenOf(body: unknown, query: unknown): string | undefined {
  for (const source of [body, query]) {
    const token = (source as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string' && token.length > 0) return token;
  }
  return undefined;
}

/** Confirm and unsubscribe: pages of the site POST these with a button; mail providers post the one-click. */
export function registerNewsletterRoutes(app: App, deps: AppDeps, limiters: Limiters): void {
  app.post(
    '/api/newsletter/confirm/',
    { schema: { body: tokenBody }, onRequest: limiters.perMinute },
    async (request, reply) => {
      const token = tokenOf(request.body, undefined);
      if (token && (await confirmSubscription(deps.store, token)))
        return reply.code(200).send({ status: 'confirmed' });
      return reply.code(422).send(invalidToken);
    },
  );

  // The one-click body is `List-Unsubscribe=One-Click` (form-encoded) with the token in the URL.
  app.post('/api/newsletter/unsubscribe/', { onRequest: limiters.perMinute }, async (request, reply) => {
    const token = tokenOf(request.body, request.query);
    if (token && (await unsubscribe(deps.store, token)))
      return reply.code(200).send({ status: 'unsubscribed' });
    return reply.code(422).send(invalidToken);
  });
}
