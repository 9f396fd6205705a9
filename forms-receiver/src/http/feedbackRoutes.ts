import { recordAnswer, recordComment } from '../feedback';
import { docPageLanguage } from '../siteRules';
import { ReplayedChallengeError } from '../submissions';
import { answer } from './answers';
import { type App, type AppDeps } from './deps';
import { honeypot, verifyProof } from './guards';
import { type Limiters } from './rateLimits';
import { feedbackBody } from './schemas';

/**
 * "Was this page helpful?" at the end of each doc, the same rules as the other forms:
 * origin check and per-IP limit, honeypot, schema, the stricter limit for posts
 * without proof of work, proof of work spent in the transaction that stores, and a
 * 202 only after the commit. A post without `comment` counts an answer; a post with
 * one keeps the comment that follows an answer already counted. No mail is sent.
 */
export function registerFeedbackRoutes(app: App, deps: AppDeps, limiters: Limiters): void {
  app.post(
    '/api/feedback/',
    {
      schema: { body: feedbackBody },
      config: { form: 'feedback' },
      onRequest: limiters.perMinute,
      preValidation: honeypot,
      preHandler: limiters.noscript,
    },
    async (request, reply) => {
      const { body } = request;
      // The page says which language it is in; a post that says otherwise is not the site's.
      const language = docPageLanguage(body.page);
      if (body.language !== undefined && body.language !== language)
        return answer(request, reply, { status: 'invalid', errors: { language: 'invalid' } });
      const challenge = await verifyProof(deps.challenges, body.altcha);
      if (challenge && 'problem' in challenge)
        return answer(request, reply, { status: 'invalid', errors: { altcha: challenge.problem } });
      const input = { page: body.page, language, helpful: body.helpful, challenge };
      try {
        if (body.comment === undefined) await recordAnswer(deps.store, input);
        else await recordComment(deps.store, { ...input, comment: body.comment.trim() });
      } catch (error) {
        if (error instanceof ReplayedChallengeError)
          return answer(request, reply, { status: 'invalid', errors: { altcha: 'replayed' } });
        throw error;
      }
      return answer(request, reply, { status: 'accepted' });
    },
  );
}
