import { darkTheme, lightTheme, type ThemeTokens } from '../../theme';
import { compositeOver, formatRatio, parseColour, toHex } from './contrast';
import { CONTRAST_PAIRS, measurePair } from './contrastPairs';
import { docsCopy, type LocaleProps } from './copy';
import { DocsSurface } from './DocsSurface';
import { DocsTable } from './DocsTable';
import * as styles from './samples.css';
import { Swatch } from './Swatch';
import { TokenTable } from './TokenTable';
import { Verdict } from './Verdict';

const THEMES: readonly ThemeTokens[] = [lightTheme, darkTheme];

function ThemeColour({ value, theme, locale }: { value: string; theme: ThemeTokens } & LocaleProps) {
  const colour = parseColour(value);
  const flattened = colour.a < 1 ? toHex(compositeOver(colour, parseColour(theme.color.background))) : null;
  return (
    <span className={styles.swatchRow}>
      <Swatch colour={value} backdrop={theme.color.background} />
      <span>
        <code>{value}</code>
        {flattened && (
          <span className={styles.secondary}>{docsCopy(locale).colours.onBackground(flattened)}</span>
        )}
      </span>
    </span>
  );
}

/** Every colour slot, light and dark side by side. */
export function ColourSlotsTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <TokenTable
      group="color"
      caption={copy.colours.caption}
      columns={[copy.light, copy.dark]}
      cells={({ slot }) =>
        THEMES.map((theme, index) => (
          <ThemeColour key={index} value={theme.color[slot]} theme={theme} locale={locale} />
        ))
      }
      locale={locale}
    />
  );
}

/** The WCAG 2.x contrast of every pair components rely on, in both themes. */
export function ContrastTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  const perTheme = [copy.sample, copy.contrast.ratio, copy.contrast.normalText, copy.contrast.largeTextAndUi];
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.contrast.caption}
        groups={[{ span: 2 }, { label: copy.light, span: 4 }, { label: copy.dark, span: 4 }]}
        columns={[copy.contrast.foreground, copy.contrast.background, ...perTheme, ...perTheme]}
        rows={CONTRAST_PAIRS.map((pair) => ({
          key: `${pair.foreground}-${pair.background}`,
          headers: [
            <code key="foreground">{pair.foreground}</code>,
            <code key="background">{pair.background}</code>,
          ],
          cells: THEMES.flatMap((theme) => {
            const measured = measurePair(theme.color, pair);
            const background = theme.color[pair.background];
            return [
              <span
                key="sample"
                className={styles.contrastSample}
                style={{
                  color: theme.color[pair.foreground],
                  background: `linear-gradient(${background}, ${background}), ${theme.color.background}`,
                }}
              >
                {copy.contrast.sampleText}
              </span>,
              formatRatio(measured.ratio),
              ...[measured.normalText, measured.largeTextAndUi].map((passes, index) => (
                <Verdict key={index} passes={passes} passLabel={copy.pass} failLabel={copy.fail} />
              )),
            ];
          }),
        }))}
      />
    </DocsSurface>
  );
}
