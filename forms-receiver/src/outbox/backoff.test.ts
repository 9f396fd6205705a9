import { MAX_RETRY_SECONDS, retryDelaySeconds } from './backoff';

describe('retry delays', () => {
  it('doubles from the base up to an hour, without jitter at the middle', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelaySeconds(attempt, 5, middle))).toEqual([
      5, 10, 20, 40, 80,
    ]);
    expect(retryDelaySeconds(10, 5, middle)).toBe(2560);
    expect(retryDelaySeconds(11, 5, middle)).toBe(MAX_RETRY_SECONDS);
    expect(retryDelaySeconds(50, 5, middle)).toBe(MAX_RETRY_SECONDS);
  });

  it('spreads retries by ±20 % and never past the cap', () => {
    expect(retryDelaySeconds(1, 5, () => 0)).toBe(4);
    expect(retryDelaySeconds(1, 5, () => 1)).toBeCloseTo(6);
    expect(retryDelaySeconds(20, 5, () => 1)).toBe(MAX_RETRY_SECONDS);
  });
});
