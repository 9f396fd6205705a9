import { vars } from '../../theme';
import { customPropertyOf, remToPixels } from './customProperty';

describe('customPropertyOf', () => {
  it('reads the name out of a var() reference, with or without a fallback', () => {
    expect(customPropertyOf('var(--foyer-color-primary)')).toBe('--foyer-color-primary');
    expect(customPropertyOf('var(--foyer-radius-md, 8px)')).toBe('--foyer-radius-md');
  });

  it('names a custom property for every slot of the contract', () => {
    expect(customPropertyOf(vars.color.primary)).toMatch(/^--\S+$/);
    expect(customPropertyOf(vars.space.md)).not.toBe(customPropertyOf(vars.space.lg));
  });

  it('refuses anything that is not a reference', () => {
    expect(() => customPropertyOf('#ffffff')).toThrow('Not a custom property reference');
  });
});

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
