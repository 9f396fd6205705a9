import { collapseDuration } from './collapseDuration';

describe('collapseDuration', () => {
  it('follows the Material formula', () => {
    expect(collapseDuration(36)).toBe(192);
    expect(collapseDuration(360)).toBe(327);
    expect(collapseDuration(144)).toBe(260);
  });

  it('grows with the height, less than linearly', () => {
    const short = collapseDuration(100);
    const tall = collapseDuration(1000);
    expect(tall).toBeGreaterThan(short);
    expect(tall).toBeLessThan(short * 10);
  });

  it('is instant when there is nothing to move', () => {
    expect(collapseDuration(0)).toBe(0);
    expect(collapseDuration(-5)).toBe(0);
    expect(collapseDuration(Number.NaN)).toBe(0);
  });
});
