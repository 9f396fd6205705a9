import { postJson, retryAfterSeconds } from './postJson';

function answering(status: number, body: unknown = {}, headers: Record<string, string> = {}) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(
      new Response(status === 204 ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers,
      }),
    ),
  );
}

describe('postJson', () => {
  it('sends one POST of JSON to the endpoint', async () => {
    const fetchImpl = answering(202);
    await postJson('/api/contact/', { email: 'a@b.fr', message: 'Bonjour' }, { fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact/');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.fr', message: 'Bonjour' });
  });

  it.each([
    [200, { kind: 'success' }],
    [202, { kind: 'success' }],
    [204, { kind: 'success' }],
    [400, { kind: 'rejected', status: 400, fields: {} }],
    [422, { kind: 'rejected', status: 422, fields: {} }],
    // Nothing the visitor typed is at fault in any of these.
    [403, { kind: 'server-error', status: 403 }],
    [404, { kind: 'server-error', status: 404 }],
    [405, { kind: 'server-error', status: 405 }],
    [409, { kind: 'server-error', status: 409 }],
    [413, { kind: 'server-error', status: 413 }],
    [415, { kind: 'server-error', status: 415 }],
    [500, { kind: 'server-error', status: 500 }],
    [502, { kind: 'server-error', status: 502 }],
    [503, { kind: 'server-error', status: 503 }],
  ])('reports an answer %i as %j', async (status, outcome) => {
    await expect(postJson('/api/x/', {}, { fetchImpl: answering(status) })).resolves.toEqual(outcome);
  });

  it("reads the receiver's field codes from a 422", async () => {
    const fetchImpl = answering(422, {
      status: 'invalid',
      errors: { email: 'invalid', message: 'too-long', bogus: 3 },
    });
    await expect(postJson('/api/x/', {}, { fetchImpl })).resolves.toEqual({
      kind: 'rejected',
      status: 422,
      fields: { email: 'invalid', message: 'too-long' },
    });
  });

  it('reads a 400 whose body is not JSON as refused, with no field named', async () => {
    const fetchImpl = answering(400, '<html>Bad request</html>');
    await expect(postJson('/api/x/', {}, { fetchImpl })).resolves.toEqual({
      kind: 'rejected',
      status: 400,
      fields: {},
    });
  });

  it('reports a 429 as limited, with the seconds of Retry-After', async () => {
    const fetchImpl = answering(429, { status: 'limited', retryAfter: 30 }, { 'Retry-After': '120' });
    await expect(postJson('/api/x/', {}, { fetchImpl })).resolves.toEqual({
      kind: 'limited',
      retryAfter: 120,
    });
  });

  it("reports a 429 without Retry-After with the body's retryAfter, or without a delay", async () => {
    await expect(
      postJson('/api/x/', {}, { fetchImpl: answering(429, { status: 'limited', retryAfter: 42 }) }),
    ).resolves.toEqual({ kind: 'limited', retryAfter: 42 });
    await expect(postJson('/api/x/', {}, { fetchImpl: answering(429, 'Too many') })).resolves.toEqual({
      kind: 'limited',
    });
  });

  it('reports a failed connection as a network error', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(postJson('/api/x/', {}, { fetchImpl })).resolves.toEqual({ kind: 'network-error' });
  });

  it('gives up on a server that does not answer in time', async () => {
    const fetchImpl = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    await expect(postJson('/api/x/', {}, { fetchImpl, timeoutMs: 20 })).resolves.toEqual({
      kind: 'network-error',
    });
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds, an HTTP date, or the body', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('90', undefined, now)).toBe(90);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:02:30 GMT', undefined, now)).toBe(150);
    expect(retryAfterSeconds(null, { retryAfter: 7 }, now)).toBe(7);
    expect(retryAfterSeconds('soon', { retryAfter: 'later' }, now)).toBeUndefined();
  });
});
