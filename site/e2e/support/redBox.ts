import type { Locator } from 'playwright-core';

/** Whether the element's top border is clearly red, as LazyBoundary draws a part that failed to load. */
export async function hasRedBorder(element: Locator): Promise<boolean> {
  const border = await element.evaluate((node) => getComputedStyle(node).borderTopColor);
  const [red = 0, green = 0, blue = 0] = (border.match(/\d+/g) ?? []).map(Number);
  return red > 150 && red > green + 60 && red > blue + 60;
}
