import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type ChallengeProblem } from '../challenge';
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
import { type AppDeps } from './app';
import { type Limiters } from './rateLimits';
import { contactBody, newsletterBody, plusSignupBody, type SubmissionBody } from './schemas';

/** The origin of links in mails: the configured one, else the one the visitor used. */
function siteUrlOf(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}

/** A filled honeypot is a bot: it is told "accepted" and nothing is kept. */
export async function honeypot(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const website = (request.body as { website?: unknown } | undefined)?.website;
  if (website !== undefined && website !== null && String(website).trim() !== '') {
    await answer(request, reply, { status: 'accepted' });
  }
}

type Store = (
  deps: AppDeps,
  request: FastifyRequest,
  submission: Submission,
  body: SubmissionBody,
) => Promise<void>;

/** The forms about an address (feedback has its own route: feedbackRoutes.ts). */
type AddressForm = Exclude<FormName, 'feedback'>;

const forms: Record<AddressForm, { url: string; schema: object; store: Store }> = {
  contact: {
    url: '/api/contact/',
    schema: contactBody,
    store: (deps, _request, submission, body) =>
      submitContact(deps.store, { ...submission, message: body.message ?? '' }, deps.settings.addressPerDay),
  },
  newsletter: {
    url: '/api/newsletter/',
    schema: newsletterBody,
    store: (deps, request, submission, body) =>
      submitNewsletter(
        deps.store,
        {
          ...submission,
          firstName: body.firstName?.trim() || null,
          siteUrl: siteUrlOf(request, deps.settings.siteUrl),
        },
        deps.settings.addressPerDay,
      ),
  },
  plus: {
    url: '/api/plus/signup/',
    schema: plusSignupBody,
    store: (deps, _request, submission) =>
      submitPlusSignup(deps.store, submission, deps.settings.addressPerDay),
  },
};

/**
 * The proof of work of a post, verified: undefined when the post has none (the stricter
 * no-script limit has let it through), else the challenge to spend or what is wrong.
 */
export async function verifyProof(
  deps: AppDeps,
  altcha: string | undefined,
): Promise<Submission['challenge'] | { problem: ChallengeProblem }> {
  if (!altcha) return undefined;
  const verified = await deps.challenges.verify(altcha);
  return typeof verified === 'string' ? { problem: verified } : verified;
}

/**
 * The three forms about an address, one flow: origin check and per-IP limit (onRequest), body
 * parsed, honeypot, schema validation, the stricter limit for posts without proof
 * of work, proof of work verified, then stored with its outbox rows in one
 * transaction (which also spends the challenge) and only then answered.
 */
export function registerFormRoutes(app: FastifyInstance, deps: AppDeps, limiters: Limiters): void {
  for (const [form, { url, schema, store }] of Object.entries(forms) as [
    AddressForm,
    (typeof forms)[AddressForm],
  ][]) {
    app.post(
      url,
      {
        schema: { body: schema },
        config: { form },
        onRequest: limiters.perMinute,
        preValidation: honeypot,
        preHandler: limiters.noscript,
      },
      async (request, reply) => {
        const body = request.body as SubmissionBody;
        const challenge = await verifyProof(deps, body.altcha);
        if (challenge && 'problem' in challenge)
          return answer(request, reply, { status: 'invalid', errors: { altcha: challenge.problem } });
        const submission: Submission = {
          email: normalizeEmail(body.email),
          language: toLanguage(body.language),
          challenge,
        };
        try {
          await store(deps, request, submission, body);
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
      },
    );
  }
}
