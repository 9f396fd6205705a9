/** How a submission ended, in the terms the forms show to the visitor. */
export type SubmissionOutcome =
  | { kind: 'success' }
  /** The server answered but refused the data (4xx): the visitor can fix their input. */
  | { kind: 'rejected'; status: number }
  /** The server answered with a failure of its own (5xx, or anything unexpected). */
  | { kind: 'server-error'; status: number }
  /** No answer: offline, DNS, connection reset, or no answer within the time limit. */
  | { kind: 'network-error' };

export interface PostJsonOptions {
  /** Give up and report a network error after this long. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** One POST of `payload` as JSON to `endpoint`; never throws. */
export async function postJson(
  endpoint: string,
  payload: Record<string, string>,
  { timeoutMs = 15_000, fetchImpl = fetch }: PostJsonOptions = {},
): Promise<SubmissionOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (response.ok) return { kind: 'success' };
    if (response.status >= 400 && response.status < 500) return { kind: 'rejected', status: response.status };
    return { kind: 'server-error', status: response.status };
  } catch {
    return { kind: 'network-error' };
  } finally {
    clearTimeout(timer);
  }
}
