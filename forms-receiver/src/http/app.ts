import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { type Challenges } from '../challenge';
import { isDocPagePath, isValidEmail, normalizeEmail } from '../siteRules';
import { type Store } from '../store/store';
import { answer } from './answers';
import { fieldErrors, type SchemaError } from './fieldErrors';
import { isSameSite } from './origin';
import { createLimiters, RateLimitedError } from './rateLimits';
import { registerFeedbackRoutes } from './feedbackRoutes';
import { registerFormRoutes } from './formRoutes';
import { registerNewsletterRoutes } from './newsletterRoutes';
import { registerSystemRoutes } from './systemRoutes';
import { DOC_PAGE_FORMAT, EMAIL_FORMAT } from './schemas';

/** What the routes need from the rest of the receiver. */
export interface AppDeps {
  store: Store;
  challenges: Challenges;
  /** Called after each commit that added to the outbox. */
  wakeOutbox: () => void;
  settings: {
    siteUrl: string | undefined;
    allowedOrigins: string[];
    trustProxy: string;
    ratePerMinute: number;
    noscriptPerHour: number;
    addressPerDay: number;
  };
  logger: FastifyServerOptions['logger'];
}

/** The contract's body limit: 16 KB. */
export const BODY_LIMIT = 16_384;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger,
    bodyLimit: BODY_LIMIT,
    // Only the local proxy may say who the client is (X-Forwarded-*).
    trustProxy: deps.settings.trustProxy,
    ajv: {
      customOptions: {
        allErrors: true,
        // An array where a text is expected (a field sent twice) is refused, not joined.
        coerceTypes: false,
        formats: {
          [EMAIL_FORMAT]: (value: string) => isValidEmail(normalizeEmail(value)),
          [DOC_PAGE_FORMAT]: (value: string) => isDocPagePath(value),
        },
      },
    },
  });

  // JSON and form-encoded only: everything else is a 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(rateLimit, { global: false });

  // Cross-site posts are refused before their body is read. The one-click unsubscribe
  // (a token in the URL, posted by mail providers from anywhere) is the exception.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const token = (request.query as { token?: unknown } | undefined)?.token;
    if (request.routeOptions.url === '/api/newsletter/unsubscribe/' && token !== undefined) return;
    if (!isSameSite(request.headers, request.host, deps.settings.allowedOrigins)) {
      return answer(request, reply, { status: 'forbidden' });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError)
      return answer(request, reply, { status: 'limited', retryAfter: error.retryAfter });
    if (error.validation) {
      const errors = fieldErrors(error.validation as SchemaError[]);
      return answer(
        request,
        reply,
        errors ? { status: 'invalid', errors } : { status: 'invalid', errors: {}, code: 400 },
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return answer(request, reply, { status: 'unsupported' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return answer(request, reply, { status: 'too-large' });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Broken JSON, an empty JSON body, a bad Content-Length: the request itself is malformed.
      return answer(request, reply, { status: 'invalid', errors: {}, code: 400 });
    }
    request.log.error({ err: error }, 'request failed');
    return answer(request, reply, { status: 'unavailable' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: 'not-found' }));

  const limiters = createLimiters(app, deps.settings);
  registerFormRoutes(app, deps, limiters);
  registerFeedbackRoutes(app, deps, limiters);
  registerNewsletterRoutes(app, deps, limiters);
  registerSystemRoutes(app, deps, limiters);
  return app;
}
