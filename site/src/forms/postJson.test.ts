import { postJson } from './postJson';

function answering(status: number) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(new Response(status === 204 ? null : '{}', { status })),
  );
}

describe('postJson', () => {
  it('sends one POST of JSON to the endpoint', async () => {
    const fetchImpl = answering(200);
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
    [204, { kind: 'success' }],
    [400, { kind: 'rejected', status: 400 }],
    [422, { kind: 'rejected', status: 422 }],
    [500, { kind: 'server-error', status: 500 }],
    [503, { kind: 'server-error', status: 503 }],
  ])('reports an answer %i as %j', async (status, outcome) => {
    await expect(postJson('/api/x/', {}, { fetchImpl: answering(status) })).resolves.toEqual(outcome);
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
