import { createChallenge } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/sha';
import { verifySolution } from 'altcha-lib';
import { fetchAndSolve } from './proofOfWorkSolver';

const SECRET = 'test-secret';

/** A challenge as the receiver serves it (low cost, as its tests set it). */
function challenge() {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: '0',
    deriveKey: nodeDeriveKey,
    hmacSignatureSecret: SECRET,
  });
}

function serving(body: unknown, status = 200) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
}

describe('fetchAndSolve (the browser side of the proof of work, with the web key derivation)', () => {
  it('GETs the challenge and gives base64 of {challenge, solution}, which the server-side check accepts', async () => {
    const served = await challenge();
    const fetchImpl = serving(served);
    const field = await fetchAndSolve('/api/challenge/', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/challenge/',
      expect.not.objectContaining({ method: 'POST' }),
    );
    expect(field).toEqual(expect.any(String));
    const payload = JSON.parse(Buffer.from(String(field), 'base64').toString('utf8')) as {
      challenge: typeof served;
      solution: Parameters<typeof verifySolution>[0]['solution'];
    };
    expect(payload.challenge).toEqual(served);
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
  });

  it('gives nothing, without throwing, when the challenge cannot be had', async () => {
    await expect(fetchAndSolve('/api/challenge/', serving({}, 503))).resolves.toBeUndefined();
    await expect(fetchAndSolve('/api/challenge/', serving({ not: 'a challenge' }))).resolves.toBeUndefined();
    const offline = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchAndSolve('/api/challenge/', offline)).resolves.toBeUndefined();
  });
});
