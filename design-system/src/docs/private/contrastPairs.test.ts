import { darkTheme, lightTheme } from '../../theme';
import { contrastRatio } from './contrast';
import { CONTRAST_PAIRS, FOREGROUND_SLOTS, measurePair } from './contrastPairs';

describe('the pairs the Colours page measures', () => {
  it('measures every text colour on the background and on surfaces, and onPrimary on primary', () => {
    for (const foreground of FOREGROUND_SLOTS) {
      expect(CONTRAST_PAIRS).toContainEqual({ foreground, background: 'background' });
      expect(CONTRAST_PAIRS).toContainEqual({ foreground, background: 'surface' });
    }
    expect(CONTRAST_PAIRS).toContainEqual({ foreground: 'onPrimary', background: 'primary' });
  });

  it('measures the translucent highlight on each theme’s own background', () => {
    const onDark = measurePair(darkTheme.color, { foreground: 'text', background: 'highlight' });
    const onLight = measurePair(lightTheme.color, { foreground: 'text', background: 'highlight' });
    expect(onDark.ratio).toBeCloseTo(
      contrastRatio(darkTheme.color.text, darkTheme.color.highlight, darkTheme.color.background),
      10,
    );
    expect(onDark.ratio).not.toBeCloseTo(
      contrastRatio(darkTheme.color.text, darkTheme.color.highlight, lightTheme.color.background),
      1,
    );
    expect(onLight.normalText).toBe(true);
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('finds every pair of the %s theme readable as body text (AA, 4.5:1)', (_name, theme) => {
    const failing = CONTRAST_PAIRS.map((pair) => measurePair(theme.color, pair)).filter(
      (measured) => !measured.normalText,
    );
    expect(failing).toEqual([]);
  });
});
