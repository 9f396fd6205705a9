/** How long a download may wait for its answer to start, then for each next piece of it. */
export interface DownloadTimeouts {
  connect: number;
  read: number;
}

export type FetchLike = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/**
 * Downloads `url` as JSON, failing when its answer does not start within `connect` ms
 * or when its body stalls for `read` ms. The read time-out counts from the last piece
 * received, not from the start: a large file on a slow but working connection still
 * arrives, while a connection that stopped answering fails in bounded time.
 */
export async function fetchJsonWithin<T>(
  url: string,
  timeouts: DownloadTimeouts,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<T> {
  const controller = new AbortController();
  let phase: 'connect' | 'read' = 'connect';
  let timer = setTimeout(() => controller.abort(), timeouts.connect);
  const waitForNextPiece = () => {
    phase = 'read';
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), timeouts.read);
  };
  try {
    const response = await fetchImpl(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    waitForNextPiece();
    if (!response.body) return (await response.json()) as T;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      waitForNextPiece();
    }
    return JSON.parse(text + decoder.decode()) as T;
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    const limit = phase === 'connect' ? timeouts.connect : timeouts.read;
    throw new Error(`${url} timed out: no ${phase === 'connect' ? 'answer' : 'data'} for ${limit} ms`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}
