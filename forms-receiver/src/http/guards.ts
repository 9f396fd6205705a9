import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type ChallengeProblem, type Challenges } from '../challenge';
import { type SpentChallenge } from '../submissions';
import { answer } from './answers';

/**
 * A filled honeypot is a bot: it is told "accepted" and nothing is kept. A person's
 * browser sends the hidden field empty or not at all; anything else, a text or any
 * other JSON value, is a script filling every field.
 */
export async function honeypot(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const website = (request.body as { website?: unknown } | undefined)?.website;
  const filled =
    typeof website === 'string' ? website.trim() !== '' : website !== undefined && website !== null;
  if (filled) await answer(request, reply, { status: 'accepted' });
}

/**
 * The proof of work of a post, verified: undefined when the post has none (the stricter
 * no-script limit has let it through), else the challenge to spend or what is wrong.
 */
export async function verifyProof(
  challenges: Challenges,
  altcha: string | undefined,
): Promise<SpentChallenge | undefined | { problem: ChallengeProblem }> {
  if (!altcha) return undefined;
  const verified = await challenges.verify(altcha);
  return typeof verified === 'string' ? { problem: verified } : verified;
}
