import { createHmac } from 'node:crypto';
import { type PlusSignupPayload } from '../submissions';

/** `sha256=<hex>` of the body under the shared secret, as the Plus service checks it. */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Hands one signup to the Plus service; throws unless it answers 2xx. */
export async function handOffPlusSignup(
  payload: PlusSignupPayload,
  options: { url: string; secret: string | undefined },
): Promise<void> {
  const body = JSON.stringify({
    id: payload.id,
    email: payload.email,
    language: payload.language,
    receivedAt: payload.receivedAt,
  });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    // The same id on every retry: the Plus service keeps one signup however often it is sent.
    'Idempotency-Key': payload.id,
  };
  if (options.secret) headers['X-Foyer-Signature'] = signature(body, options.secret);
  const response = await fetch(options.url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(15_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Plus service answered ${response.status}`);
}
