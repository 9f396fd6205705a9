import { formatDate } from './formatDate';

it('formats calendar dates in each language, whatever the time zone', () => {
  expect(formatDate('2025-03-14', 'en')).toBe('14 March 2025');
  expect(formatDate('2025-03-14', 'fr')).toBe('14 mars 2025');
});
