import { IMAGE_BREAKPOINTS } from './images';

it('has 10 image widths from 400 to 2000 inclusive, increasing', () => {
  expect(IMAGE_BREAKPOINTS).toHaveLength(10);
  expect(IMAGE_BREAKPOINTS[0]).toBe(400);
  expect(IMAGE_BREAKPOINTS[9]).toBe(2000);
  expect([...IMAGE_BREAKPOINTS].sort((a, b) => a - b)).toEqual(IMAGE_BREAKPOINTS);
});
