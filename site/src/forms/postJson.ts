/** Field name → the receiver's code for what is wrong with it, e.g. `{ email: 'invalid' }`. */
export type FieldCodes = Record<string, string>;

/** How a submission ended, in the terms the forms show to the visitor. */
export type SubmissionOutcome =
  | { kind: 'success' }
  /** Only a 400 or a 422: the receiver refused what was typed; `fields` says where, when it says. */
  | { kind: 'rejected'; status: number; fields: FieldCodes }
  /** 429: too many submissions; try again after `retryAfter` seconds when the receiver says. */
  | { kind: 'limited'; retryAfter?: number }
  /** Any other answer (403, 404, 405, 413, 415, other 4xx, 5xx): nothing the visitor typed is at fault. */
  | { kind: 'server-error'; status: number }
  /** No answer: offline, DNS, connection reset, or no answer within the time limit. */
  | { kind: 'network-error' };

export interface PostJsonOptions {
  /** Give up and report a network error after this long. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** The answer's JSON body, or undefined when it has none or it is not JSON. */
async function jsonBody(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The `errors` object of a 400/422 body, keeping only string codes. */
function fieldCodes(body: Record<string, unknown> | undefined): FieldCodes {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Seconds to wait, from `Retry-After` (seconds or an HTTP date) or else the body's
 * `retryAfter`; undefined when neither says.
 */
export function retryAfterSeconds(
  header: string | null | undefined,
  body: Record<string, unknown> | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (value) {
    if (/^\d+$/.test(value)) return Number(value);
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  const fromBody = body?.retryAfter;
  return typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0 ? fromBody : undefined;
}

/** What an answer means for the visitor (see SubmissionOutcome). */
export async function outcomeOf(response: Response): Promise<SubmissionOutcome> {
  if (response.ok) return { kind: 'success' };
  if (response.status === 400 || response.status === 422) {
    return { kind: 'rejected', status: response.status, fields: fieldCodes(await jsonBody(response)) };
  }
  if (response.status === 429) {
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'), await jsonBody(response));
    return retryAfter === undefined ? { kind: 'limited' } : { kind: 'limited', retryAfter };
  }
  return { kind: 'server-error', status: response.status };
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
    return await outcomeOf(response);
  } catch {
    return { kind: 'network-error' };
  } finally {
    clearTimeout(timer);
  }
}
