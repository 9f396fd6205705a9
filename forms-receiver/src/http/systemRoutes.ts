import { type FastifyInstance } from 'fastify';
import { outboxCounts } from '../outbox/queue';
import { type AppDeps } from './app';
import { type Limiters } from './rateLimits';

export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps, limiters: Limiters): void {
  app.get('/api/challenge/', { onRequest: limiters.challenge }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return deps.challenges.create();
  });

  // For load balancers and start scripts: 503 as soon as the store cannot answer.
  app.get('/api/health/', async (request, reply) => {
    try {
      const outbox = await outboxCounts(deps.store);
      return reply.header('Cache-Control', 'no-store').send({ status: 'ok', store: deps.store.kind, outbox });
    } catch (error) {
      request.log.error({ err: error }, 'health: store unusable');
      return reply.code(503).send({ status: 'unavailable', store: deps.store.kind });
    }
  });
}
