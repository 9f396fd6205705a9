import { type FastifyReply, type FastifyRequest } from 'fastify';
import { localePrefix, type Language } from '../language';
import { type FieldErrors } from './fieldErrors';

/** The forms; each knows where a browser without JavaScript lands on success. */
export type FormName = 'contact' | 'newsletter' | 'plus' | 'feedback';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the form routes: which form, for the 303 of posts without JavaScript. */
    form?: FormName;
  }
  interface FastifyRequest {
    /** How the request was answered, once it was (counted by the metrics). */
    outcome: Outcome['status'] | null;
  }
}

/** What a 503 asks the client to wait before trying again, in seconds. */
export const UNAVAILABLE_RETRY_SECONDS = 10;

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

/**
 * The language of the page a form came from: the one its body says, else (a post
 * refused before its body was read: the per-minute limit, the origin check, the size
 * limit) the page it was posted from, by the rule nginx applies to the same cases
 * (site/deploy/http.conf, `$api_locale`).
 */
export function languageOf(request: FastifyRequest): Language {
  const language = (request.body as { language?: unknown } | undefined)?.language;
  if (language === 'fr' || language === 'en') return language;
  return /^https?:\/\/[^/]+\/fr\//.test(request.headers.referer ?? '') ? 'fr' : 'en';
}

/** The result page of a refused form post: the visitor's input (invalid, too large) or anything else. */
function refusalPage(status: Outcome['status']): string {
  return status === 'invalid' || status === 'too-large' ? '/forms/invalid/' : '/forms/failed/';
}

/**
 * Sends an outcome: JSON as the contract says, or, for a form-encoded post to one of
 * the forms, a 303 to the result page of its language (refused or too large input →
 * invalid, anything else but success → failed), as nginx answers the same cases.
 */
export function answer(request: FastifyRequest, reply: FastifyReply, outcome: Outcome): FastifyReply {
  request.outcome = outcome.status;
  if (outcome.status === 'limited') reply.header('Retry-After', String(outcome.retryAfter));
  if (outcome.status === 'unavailable') reply.header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
  const form = formOf(request);
  if (form && isFormPost(request)) {
    const page = outcome.status === 'accepted' ? successPage[form] : refusalPage(outcome.status);
    return reply
      .code(303)
      .header('Location', `${localePrefix(languageOf(request))}${page}`)
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
