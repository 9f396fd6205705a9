import { type FastifyReply, type FastifyRequest } from 'fastify';
import { localePrefix, toLanguage } from '../language';
import { type FieldErrors } from './fieldErrors';

/** The forms; each knows where a browser without JavaScript lands on success. */
export type FormName = 'contact' | 'newsletter' | 'plus' | 'feedback';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the form routes: which form, for the 303 of posts without JavaScript. */
    form?: FormName;
  }
}

const successPage: Record<FormName, string> = {
  contact: '/forms/sent/',
  newsletter: '/forms/check-inbox/',
  plus: '/forms/check-inbox/',
  feedback: '/forms/feedback-sent/',
};

export type Outcome =
  | { status: 'accepted' }
  | { status: 'invalid'; errors: FieldErrors; code?: 400 | 422 }
  | { status: 'limited'; retryAfter: number }
  | { status: 'forbidden' }
  | { status: 'unsupported' }
  | { status: 'too-large' }
  | { status: 'unavailable' };

const httpStatus = {
  accepted: 202,
  limited: 429,
  forbidden: 403,
  unsupported: 415,
  'too-large': 413,
  unavailable: 503,
} as const;

/** A post of a browser without JavaScript: it gets a page, not JSON. */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
}

/** The form a route serves (its route config), if it is one of the forms. */
export function formOf(request: FastifyRequest): FormName | undefined {
  return request.routeOptions.config?.form;
}

function languageOf(request: FastifyRequest): string {
  const body = request.body as { language?: unknown } | undefined;
  return localePrefix(toLanguage(body?.language));
}

/**
 * Sends an outcome: JSON as the contract says, or, for a form-encoded post to one of
 * the forms, a 303 to the localized result page (refused input → invalid, anything
 * but success → failed).
 */
export function answer(request: FastifyRequest, reply: FastifyReply, outcome: Outcome): FastifyReply {
  if (outcome.status === 'limited') reply.header('Retry-After', String(outcome.retryAfter));
  const form = formOf(request);
  if (form && isFormPost(request)) {
    const page =
      outcome.status === 'accepted'
        ? successPage[form]
        : outcome.status === 'invalid'
          ? '/forms/invalid/'
          : '/forms/failed/';
    return reply
      .code(303)
      .header('Location', `${languageOf(request)}${page}`)
      .send();
  }
  switch (outcome.status) {
    case 'invalid':
      return reply.code(outcome.code ?? 422).send({ status: 'invalid', errors: outcome.errors });
    case 'limited':
      return reply.code(429).send({ status: 'limited', retryAfter: outcome.retryAfter });
    default:
      return reply.code(httpStatus[outcome.status]).send({ status: outcome.status });
  }
}
