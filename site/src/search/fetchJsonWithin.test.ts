import { fetchJsonWithin, type FetchLike } from './fetchJsonWithin';

const timeouts = { connect: 1000, read: 2000 };

/** A response whose body arrives in pieces, each after the pause given (ms), or never for `Infinity`. */
function respondInPieces(pieces: { text: string; after: number }[]): FetchLike {
  return (_url, { signal }) =>
    Promise.resolve(
      new Response(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            signal.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
            for (const { text, after } of pieces) {
              if (after === Infinity) return;
              await new Promise((resolve) => setTimeout(resolve, after));
              if (signal.aborted) return;
              controller.enqueue(new TextEncoder().encode(text));
            }
            controller.close();
          },
        }),
      ),
    );
}

describe('fetchJsonWithin', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('finishes a slow download whose pieces keep coming, however long it takes in all', async () => {
    const fetchImpl = respondInPieces([
      { text: '[{"a":', after: 1500 },
      { text: '1},', after: 1500 },
      { text: '{"a":2}]', after: 1500 },
    ]);
    const download = fetchJsonWithin('/x.json', timeouts, fetchImpl);
    await jest.advanceTimersByTimeAsync(4500);
    await expect(download).resolves.toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('fails once the body has stalled for the read time-out', async () => {
    const fetchImpl = respondInPieces([
      { text: '[1,', after: 100 },
      { text: '2]', after: Infinity },
    ]);
    let settled = false;
    const download = fetchJsonWithin('/x.json', timeouts, fetchImpl).finally(() => {
      settled = true;
    });
    download.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(2099);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(download).rejects.toThrow('/x.json timed out: no data for 2000 ms');
  });

  it('fails at once when the answer is not JSON', async () => {
    const fetchImpl = respondInPieces([{ text: '<html>', after: 0 }]);
    const download = fetchJsonWithin('/x.json', timeouts, fetchImpl);
    download.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
    await expect(download).rejects.toThrow(SyntaxError);
  });
});
