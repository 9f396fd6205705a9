/** The spec's responsive image widths: 10 steps from 400 to 2000 pixels inclusive. */
export const IMAGE_MIN_WIDTH = 400;
export const IMAGE_MAX_WIDTH = 2000;
export const IMAGE_WIDTH_STEPS = 10;

export const IMAGE_BREAKPOINTS: number[] = Array.from({ length: IMAGE_WIDTH_STEPS }, (_, step) =>
  Math.round(IMAGE_MIN_WIDTH + (step * (IMAGE_MAX_WIDTH - IMAGE_MIN_WIDTH)) / (IMAGE_WIDTH_STEPS - 1)),
);
