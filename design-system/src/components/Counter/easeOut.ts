/**
 * The value shown `elapsedMs` into an animation from 0 to `target` lasting `durationMs`,
 * on a cubic ease-out: fast at first, settling gently on the target.
 */
export function easeOutValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const progress = Math.max(0, elapsedMs) / durationMs;
  return target * (1 - (1 - progress) ** 3);
}
