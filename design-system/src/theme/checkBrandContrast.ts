import type { ColorMode } from './colorModeConstants';
import { contrastPairs, type ColorSlot } from './contrastPairs';
import type { ThemeTokens } from './themes';
import { composite, contrastRatio, parseColor, type Rgb } from './private/rgb';

/** A pair of the theme's colours under WCAG AA in one mode. */
export interface ContrastFailure {
  mode: ColorMode;
  foreground: ColorSlot;
  background: string;
  ratio: number;
  minimum: number;
  usedBy: string;
}

/**
 * Every pair of `contrastPairs` under its minimum, with the colours a mode ends up
 * with. Throws if a colour the pairs need is in a notation it cannot read.
 */
export function contrastFailures(colors: ThemeTokens['color'], mode: ColorMode): ContrastFailure[] {
  const read = (slot: ColorSlot): Rgb => {
    const color = parseColor(colors[slot]);
    if (!color) {
      throw new Error(
        `createBrandTheme checks contrast, and reads colours as #hex, rgb() or rgba(): give ${slot} in ${mode} mode that way (it is "${colors[slot]}").`,
      );
    }
    return color;
  };
  return contrastPairs.flatMap(({ foreground, background, over, minimum, usedBy }) => {
    const backdrop = over ? composite(read(background), read(over)) : read(background);
    const ratio = contrastRatio(composite(read(foreground), backdrop), backdrop);
    // Rounded down, as checkers report it: 4.499 is not 4.5.
    const shown = Math.floor(ratio * 100) / 100;
    return shown >= minimum
      ? []
      : [
          {
            mode,
            foreground,
            background: over ? `${background} over ${over}` : background,
            ratio: shown,
            minimum,
            usedBy,
          },
        ];
  });
}

export function describeFailure(failure: ContrastFailure): string {
  return `${failure.foreground} on ${failure.background} in ${failure.mode} mode: ${failure.ratio}:1, under the ${failure.minimum}:1 of WCAG AA (${failure.usedBy})`;
}
