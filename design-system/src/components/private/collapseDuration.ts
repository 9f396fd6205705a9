/**
 * How long collapsing or expanding `height` pixels of content takes, in ms.
 * Material's curve: taller panels take longer, but sub-linearly, so a long list
 * never feels sluggish and a short one never snaps.
 */
export function collapseDuration(height: number): number {
  // NaN and detached (0 px) panels have nothing to animate.
  if (!(height > 0)) return 0;
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}
