import { createBrandTheme } from './createBrandTheme';

/** The CSS as `{ selector: { property: value } }`, the way a browser would read it. */
function parseRules(css: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const [, selector = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
      });
    rules[selector.trim()] = Object.fromEntries(declarations);
  }
  return rules;
}

const DARK = ':root:not([data-theme="light"])';
const LIGHT = ':root[data-theme="light"]';

describe('createBrandTheme', () => {
  it('writes the stable custom properties of the slots it is given', () => {
    const rules = parseRules(
      createBrandTheme({
        colors: { primary: '#0b6b63', surfaceRaised: '#fafafa' },
        radius: { md: '12px' },
        font: { heading: '"DejaVu Serif", serif' },
      }),
    );
    expect(rules[':root']).toEqual({
      '--foyer-radius-md': '12px',
      '--foyer-font-heading': '"DejaVu Serif", serif',
    });
    for (const mode of [DARK, LIGHT]) {
      expect(rules[mode]).toEqual({
        '--foyer-color-primary': '#0b6b63',
        '--foyer-color-surface-raised': '#fafafa',
      });
    }
  });

  it('applies a per-mode colour to its mode only, over the shared one', () => {
    const rules = parseRules(
      createBrandTheme({
        colors: { primary: '#0b6b63', link: '#0a6158' },
        dark: { colors: { primary: '#5fd4c4', onPrimary: '#062421' } },
      }),
    );
    expect(rules[DARK]).toEqual({
      '--foyer-color-primary': '#5fd4c4',
      '--foyer-color-on-primary': '#062421',
      '--foyer-color-link': '#0a6158',
    });
    expect(rules[LIGHT]).toEqual({
      '--foyer-color-primary': '#0b6b63',
      '--foyer-color-link': '#0a6158',
    });
  });

  it('scopes every rule to another selector, following the mode set on <html>', () => {
    const rules = parseRules(
      createBrandTheme({
        selector: '.partner, [data-brand="harbour"]',
        radius: { lg: '24px' },
        light: { colors: { link: '#0a6158' } },
        dark: { colors: { link: '#6fdccd' } },
      }),
    );
    expect(Object.keys(rules)).toEqual([
      '.partner, [data-brand="harbour"]',
      ':root:not([data-theme="light"]) :is(.partner, [data-brand="harbour"])',
      ':root[data-theme="light"] :is(.partner, [data-brand="harbour"])',
    ]);
    expect(rules['.partner, [data-brand="harbour"]']).toEqual({ '--foyer-radius-lg': '24px' });
    expect(
      rules[':root[data-theme="light"] :is(.partner, [data-brand="harbour"])']?.['--foyer-color-link'],
    ).toBe('#0a6158');
  });

  it('writes nothing for an empty brand, nor a rule with no declaration', () => {
    expect(createBrandTheme({})).toBe('');
    expect(parseRules(createBrandTheme({ light: { colors: { primary: '#0b6b63' } } }))).toEqual({
      [LIGHT]: { '--foyer-color-primary': '#0b6b63' },
    });
  });
});
