import { floodBaseUrl, receiverDownBaseUrl } from './support/receiver';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { E2E_PORT, E2E_RECEIVER_PORT } = require('./support/port.cjs') as Record<string, number>;
const hostUrl = `http://127.0.0.1:${E2E_PORT}`;
const receiverUrl = `http://127.0.0.1:${E2E_RECEIVER_PORT}`;

/** The reference host's own answers for /api/: what nginx does before, or instead of, the receiver. */

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
const contact = (n: number) =>
  JSON.stringify({ email: `flood-${n}@foyer.example`, message: `Message ${n}`, language: 'en' });

describe('the host in front of the forms receiver', () => {
  it('limits a flood of 200 posts from one address with 429 and Retry-After, letting the first ones through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        fetch(`${floodBaseUrl}/api/contact/`, { method: 'POST', headers: json, body: contact(n) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const accepted = statuses.filter((status) => status === 202).length;
    const limited = answers.filter((answer) => answer.status === 429);
    expect(accepted).toBeGreaterThan(0);
    // nginx lets a burst of 30 through, then about one every two seconds.
    expect(accepted).toBeLessThanOrEqual(35);
    expect(limited.length).toBe(200 - accepted);
    expect(limited[0]?.headers.get('Retry-After')).toBe('60');
    await expect(limited[0]?.json()).resolves.toEqual({ status: 'limited', retryAfter: 60 });
  });

  it('refuses a 17 KB body with 413 before it reaches the receiver', async () => {
    const message = 'x'.repeat(17 * 1024);
    const answer = await fetch(`${receiverDownBaseUrl}/api/contact/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'camille@foyer.example', message, language: 'en' }),
    });
    expect(answer.status).toBe(413);
  });

  it('answers 503 in JSON when the receiver is down, never its own error page', async () => {
    const answer = await fetch(`${receiverDownBaseUrl}/api/newsletter/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'camille@foyer.example', language: 'fr' }),
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
    await expect(answer.json()).resolves.toEqual({ status: 'unavailable' });
  });

  it('sends a form posted without JavaScript to the localized failure page when the receiver is down', async () => {
    const answer = await fetch(`${receiverDownBaseUrl}/api/contact/`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Referer: `${receiverDownBaseUrl}/fr/contact/`,
      },
      body: new URLSearchParams({ email: 'camille@foyer.example', message: 'Bonjour', language: 'fr' }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/fr/forms/failed/');
  });

  it('keeps the receiver’s metrics from the public: they answer on the receiver only', async () => {
    const direct = await fetch(`${receiverUrl}/metrics`);
    expect(direct.status).toBe(200);
    await expect(direct.text()).resolves.toContain('forms_submissions_total');
    for (const path of ['/metrics', '/api/metrics', '/api/metrics/', '/metrics/']) {
      const answer = await fetch(`${hostUrl}${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      await expect(answer.text()).resolves.not.toContain('forms_');
    }
  });

  it.each([
    ['French', '/fr/contact/', '/fr/forms/invalid/'],
    ['English', '/contact/', '/forms/invalid/'],
  ])(
    'sends a too-large %s form to the same page whether nginx or the receiver refuses it',
    async (_language, page, expected) => {
      const post = (base: string) =>
        fetch(`${base}/api/contact/`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Referer: `${base}${page}`,
            'X-Forwarded-For': '198.51.100.80',
          },
          body: `email=camille%40foyer.example&message=${'x'.repeat(17 * 1024)}`,
        });
      for (const base of [hostUrl, receiverUrl]) {
        const answer = await post(base);
        expect({ base, status: answer.status, location: answer.headers.get('Location') }).toEqual({
          base,
          status: 303,
          location: expected,
        });
      }
    },
  );
});
