import { outboxState } from '../outbox/queue';
import { UNAVAILABLE_RETRY_SECONDS } from './answers';
import { type App, type AppDeps } from './deps';
import { type Limiters } from './rateLimits';

/** Whether a request came through a proxy (nginx sets these): the metrics are for the operator's network only. */
function forwarded(headers: Record<string, unknown>): boolean {
  return headers['x-forwarded-for'] !== undefined || headers['x-forwarded-host'] !== undefined;
}

export function registerSystemRoutes(app: App, deps: AppDeps, limiters: Limiters): void {
  app.get('/api/challenge/', { onRequest: limiters.challenge }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return deps.challenges.create();
  });

  // For load balancers and start scripts: 503 as soon as the store cannot answer, 200 again once it does.
  app.get('/api/health/', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const { waiting, failing } = await outboxState(deps.store);
      return reply.send({ status: 'ok', store: deps.store.kind, outbox: { waiting, failing } });
    } catch (error) {
      request.log.warn({ err: error }, 'health: store unusable');
      return reply
        .code(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
        .send({ status: 'unavailable', store: deps.store.kind });
    }
  });

  // Prometheus, outside /api/ (the only path the public host passes on), and refused
  // to anything that came through a proxy, should one be set to pass everything.
  app.get('/metrics', async (request, reply) => {
    if (forwarded(request.headers)) return reply.code(404).send({ status: 'not-found' });
    return reply
      .header('Content-Type', deps.metrics.registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await deps.metrics.registry.metrics());
  });
}
