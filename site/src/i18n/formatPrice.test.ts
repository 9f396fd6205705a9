import { formatPrice } from './formatPrice';

describe('formatPrice', () => {
  it('writes euros the French way on French pages', () => {
    // Intl puts a narrow no-break space before the euro sign in French.
    expect(formatPrice(9.99, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('9,99 €');
    expect(formatPrice(59.99, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('59,99 €');
  });

  it('writes euros the English way on English pages', () => {
    expect(formatPrice(9.99, 'EUR', 'en')).toBe('€9.99');
  });
});
