import { remToPixels } from './remToPixels';

describe('remToPixels', () => {
  it('converts rem at the default 16 px root size', () => {
    expect(remToPixels('1.25rem')).toBe(20);
    expect(remToPixels('.5rem')).toBe(8);
  });

  it('gives nothing for values without a fixed size', () => {
    expect(remToPixels('clamp(2rem, 5vw, 3.25rem)')).toBeUndefined();
    expect(remToPixels('16px')).toBeUndefined();
  });
});
