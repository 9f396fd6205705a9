import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type TSchema } from '@sinclair/typebox';
import { toLanguage } from '../language';
import { normalizeEmail } from '../siteRules';
import {
  AddressLimitError,
  ReplayedChallengeError,
  submitContact,
  submitNewsletter,
  submitPlusSignup,
  type Submission,
} from '../submissions';
import { answer, type FormName } from './answers';
import { type App, type AppDeps } from './deps';
import { honeypot, verifyProof } from './guards';
import { type Limiters } from './rateLimits';
import { contactBody, newsletterBody, plusSignupBody, type ContactBody } from './schemas';

/** The forms about an address (feedback has its own route: feedbackRoutes.ts). */
type AddressForm = Exclude<FormName, 'feedback'>;

/** What the three forms' bodies share, as their schemas declare it. */
type AddressFields = Pick<ContactBody, 'email' | 'language' | 'altcha'>;

/**
 * After validation, one flow for the three forms: proof of work verified, then stored
 * with its outbox rows in one transaction (which also spends the challenge) and only
 * then answered.
 */
async function receive(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: AddressFields,
  store: (submission: Submission) => Promise<void>,
): Promise<FastifyReply> {
  const challenge = await verifyProof(deps.challenges, body.altcha);
  if (challenge && 'problem' in challenge)
    return answer(request, reply, { status: 'invalid', errors: { altcha: challenge.problem } });
  try {
    await store({ email: normalizeEmail(body.email), language: toLanguage(body.language), challenge });
  } catch (error) {
    if (error instanceof AddressLimitError) {
      return answer(request, reply, { status: 'limited', retryAfter: error.retryAfter });
    }
    if (error instanceof ReplayedChallengeError) {
      return answer(request, reply, { status: 'invalid', errors: { altcha: 'replayed' } });
    }
    throw error;
  }
  deps.wakeOutbox();
  return answer(request, reply, { status: 'accepted' });
}

/**
 * Before the handler, for each form: origin check and per-IP limit (onRequest), body
 * parsed, honeypot, schema validation, the stricter limit for posts without proof of work.
 */
function guarded<Schema extends TSchema>(form: AddressForm, body: Schema, limiters: Limiters) {
  return {
    schema: { body },
    config: { form },
    onRequest: limiters.perMinute,
    preValidation: honeypot,
    preHandler: limiters.noscript,
  };
}

export function registerFormRoutes(app: App, deps: AppDeps, limiters: Limiters): void {
  const { addressPerDay, siteUrl } = deps.settings;
  app.post('/api/contact/', guarded('contact', contactBody, limiters), (request, reply) =>
    receive(deps, request, reply, request.body, (submission) =>
      submitContact(deps.store, { ...submission, message: request.body.message }, addressPerDay),
    ),
  );
  app.post('/api/newsletter/', guarded('newsletter', newsletterBody, limiters), (request, reply) =>
    receive(deps, request, reply, request.body, (submission) =>
      submitNewsletter(deps.store, {
        ...submission,
        firstName: request.body.firstName?.trim() || null,
        siteUrl,
      }),
    ),
  );
  app.post('/api/plus/signup/', guarded('plus', plusSignupBody, limiters), (request, reply) =>
    receive(deps, request, reply, request.body, (submission) =>
      submitPlusSignup(deps.store, submission, addressPerDay),
    ),
  );
}
