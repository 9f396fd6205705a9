/** The longest wait between two attempts of one outbox item. */
export const MAX_RETRY_SECONDS = 60 * 60;

/**
 * Seconds to wait after the n-th failed attempt (n ≥ 1): `base` doubling each time,
 * capped at an hour, with ±20 % jitter so items that failed together (an SMTP
 * outage) do not all come back in the same second.
 */
export function retryDelaySeconds(
  attempt: number,
  baseSeconds: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), MAX_RETRY_SECONDS);
  const jittered = exponential * (0.8 + 0.4 * random());
  return Math.min(jittered, MAX_RETRY_SECONDS);
}
