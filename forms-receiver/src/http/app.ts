import http from 'node:http';
import Fastify, { type FastifyError } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isDocPagePath, isValidEmail, normalizeEmail } from '../siteRules';
import { StoreUnavailableError } from '../store/store';
import { answer, formOf } from './answers';
import { type App, type AppDeps } from './deps';
import { fieldErrors, type SchemaError } from './fieldErrors';
import { isSameSite } from './origin';
import { createLimiters, RateLimitedError } from './rateLimits';
import { registerFeedbackRoutes } from './feedbackRoutes';
import { registerFormRoutes } from './formRoutes';
import { registerNewsletterRoutes } from './newsletterRoutes';
import { registerSystemRoutes } from './systemRoutes';
import { DOC_PAGE_FORMAT, EMAIL_FORMAT, isStorableText, STORABLE_TEXT } from './schemas';

export type { AppDeps } from './deps';

/** The contract's body limit: 16 KB. */
export const BODY_LIMIT = 16_384;

/**
 * The HTTP server, with read time-outs of its own: a request whose headers and body
 * have not all arrived within `seconds` gets a 408 and its connection is closed (Node
 * checks every second), so a client trickling its body cannot hold a connection.
 */
function serverWithTimeouts(seconds: number) {
  return (handler: http.RequestListener) =>
    http.createServer(
      {
        requestTimeout: seconds * 1000,
        headersTimeout: seconds * 1000,
        connectionsCheckingInterval: 1000,
        keepAliveTimeout: 5000,
      },
      handler,
    );
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.logger,
    bodyLimit: BODY_LIMIT,
    serverFactory: serverWithTimeouts(deps.settings.requestTimeoutSeconds),
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
        keywords: [
          {
            keyword: STORABLE_TEXT,
            type: 'string',
            schemaType: 'boolean',
            validate: (enabled: boolean, value: string) => !enabled || isStorableText(value),
          },
        ],
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorateRequest('outcome', null);
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

  app.addHook('onResponse', async (request) => {
    const form = formOf(request);
    if (form && request.outcome) deps.metrics.submissions.inc({ form, outcome: request.outcome });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError)
      return answer(request, reply, { status: 'limited', retryAfter: error.retryAfter });
    if (error instanceof StoreUnavailableError) {
      // An outage to wait out, not a fault of this request: the visitor is told to retry.
      request.log.warn({ err: error }, 'request refused: the database is unavailable');
      return answer(request, reply, { status: 'unavailable' });
    }
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
