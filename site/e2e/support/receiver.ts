/**
 * The real forms receiver behind the nginx the browser tests start (support/server.ts):
 * nginx proxies /api/ to it, and it writes each mail it sends as a file in its data
 * directory. The test harness provides the implementation; the browser tests use only
 * this interface.
 */

export interface ReceivedMail {
  to: string;
  replyTo?: string;
  subject: string;
  /** The mail's plain-text body. */
  text: string;
}

function providedByHarness(name: string): never {
  throw new Error(`${name}: provided by the harness (site/e2e/support/receiver.ts)`);
}

/** Every mail the receiver has written so far (`<data>/mail/*.eml`), parsed. */
export function readMails(): Promise<ReceivedMail[]> {
  return Promise.resolve(providedByHarness('readMails'));
}

/** Stops the receiver (nginx keeps running and answers /api/ with a 502). */
export function stopReceiver(): Promise<void> {
  return Promise.resolve(providedByHarness('stopReceiver'));
}

/** Starts it again and waits until it answers `GET /api/health/`. */
export function startReceiver(): Promise<void> {
  return Promise.resolve(providedByHarness('startReceiver'));
}
