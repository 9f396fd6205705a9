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

const THEMED = '[data-theme]';
const DARK = '[data-theme="dark"]';
const LIGHT = '[data-theme="light"]';

/** The README's example before 0.2: Foyer's orange tint behind a teal link, 4.27:1 in light mode. */
const foyerHighlightBrand = {
  colors: { primary: '#0f766e', primaryHover: '#115e59', link: '#0f766e', linkHover: '#115e59' },
  light: { colors: { highlight: 'rgba(154, 68, 0, 0.16)' } },
  dark: { colors: { primary: '#5eead4', primaryHover: '#99f6e4', link: '#5eead4', linkHover: '#99f6e4' } },
};

describe('createBrandTheme', () => {
  it('writes the stable custom properties of the slots it is given', () => {
    const rules = parseRules(
      createBrandTheme({
        colors: { surfaceRaised: '#fafafa' },
        light: { colors: { primary: '#0b6b63', onPrimary: '#ffffff' } },
        dark: { colors: { primary: '#5fd4c4', onPrimary: '#062421', surfaceRaised: '#23272e' } },
        radius: { md: '12px' },
        font: { heading: '"DejaVu Serif", serif' },
      }),
    );
    expect(rules[THEMED]).toEqual({
      '--foyer-radius-md': '12px',
      '--foyer-font-heading': '"DejaVu Serif", serif',
    });
    expect(rules[LIGHT]).toMatchObject({
      '--foyer-color-primary': '#0b6b63',
      '--foyer-color-on-primary': '#ffffff',
    });
    expect(rules[DARK]).toMatchObject({
      '--foyer-color-primary': '#5fd4c4',
      '--foyer-color-on-primary': '#062421',
    });
    expect(rules[LIGHT]?.['--foyer-color-surface-raised']).toBe('#fafafa');
    expect(rules[DARK]?.['--foyer-color-surface-raised']).toBe('#23272e');
  });

  it('applies a per-mode colour to its mode only, over the shared one', () => {
    const rules = parseRules(
      createBrandTheme({
        colors: { primary: '#0b6b63', link: '#0a6158' },
        dark: { colors: { primary: '#5fd4c4', onPrimary: '#062421', link: '#6fdccd' } },
      }),
    );
    expect(rules[DARK]).toMatchObject({
      '--foyer-color-primary': '#5fd4c4',
      '--foyer-color-on-primary': '#062421',
      '--foyer-color-link': '#6fdccd',
    });
    expect(rules[LIGHT]).toMatchObject({
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
    const inLight =
      '[data-theme="light"] :is(.partner, [data-brand="harbour"]), [data-theme="light"]:is(.partner, [data-brand="harbour"])';
    expect(Object.keys(rules)).toEqual([
      '.partner, [data-brand="harbour"]',
      '[data-theme="dark"] :is(.partner, [data-brand="harbour"]), [data-theme="dark"]:is(.partner, [data-brand="harbour"])',
      inLight,
    ]);
    expect(rules['.partner, [data-brand="harbour"]']).toEqual({ '--foyer-radius-lg': '24px' });
    expect(rules[inLight]?.['--foyer-color-link']).toBe('#0a6158');
  });

  it('writes nothing for an empty brand, nor a rule with no declaration', () => {
    expect(createBrandTheme({})).toBe('');
    expect(Object.keys(parseRules(createBrandTheme({ light: { colors: { primary: '#0b6b63' } } })))).toEqual([
      LIGHT,
    ]);
  });

  it("derives every slot that shows the brand colour from primary, the current item's tint included", () => {
    const rules = parseRules(
      createBrandTheme({
        light: { colors: { primary: '#0f766e' } },
        dark: { colors: { primary: '#5eead4' } },
      }),
    );
    expect(rules[LIGHT]).toEqual({
      '--foyer-color-primary': '#0f766e',
      '--foyer-color-primary-hover': expect.stringMatching(/^#[0-9a-f]{6}$/),
      '--foyer-color-on-primary': '#ffffff',
      '--foyer-color-link': '#0f766e',
      '--foyer-color-link-hover': rules[LIGHT]?.['--foyer-color-primary-hover'],
      '--foyer-color-highlight': expect.stringMatching(/^rgba\(15, 118, 110, 0\.\d+\)$/),
    });
    expect(rules[DARK]).toMatchObject({
      '--foyer-color-on-primary': '#121417',
      '--foyer-color-highlight': 'rgba(94, 234, 212, 0.28)',
    });
    for (const mode of [LIGHT, DARK]) {
      expect(JSON.stringify(rules[mode])).not.toMatch(/154, 68, 0|255, 184, 102/);
    }
  });

  it('throws, naming the pair, the mode and the ratio, when a pair is under WCAG AA', () => {
    expect(() => createBrandTheme(foyerHighlightBrand)).toThrow(
      'link on highlight over background in light mode: 4.27:1, under the 4.5:1 of WCAG AA',
    );
    expect(() => createBrandTheme({ colors: { primary: '#3b82f6', onPrimary: '#ffffff' } })).toThrow(
      /onPrimary on primary in light mode: 3\.\d+:1, under the 4\.5:1/,
    );
    expect(() => createBrandTheme({ dark: { colors: { link: '#0f766e' } } })).toThrow(
      /link on background in dark mode: \d\.\d+:1/,
    );
  });

  it('refuses a colour it cannot check rather than let it pass unchecked', () => {
    expect(() => createBrandTheme({ colors: { text: 'var(--brand-ink)' } })).toThrow(
      /give text in dark mode that way/,
    );
  });

  it("accepts the README example, and the package's own themes pass every pair", () => {
    expect(() =>
      createBrandTheme({
        light: { colors: { primary: '#0f766e', link: '#0b5e57' } },
        dark: { colors: { primary: '#5eead4' } },
        radius: { md: '12px' },
        font: { body: '"Source Sans 3", system-ui, sans-serif' },
      }),
    ).not.toThrow();
    expect(createBrandTheme({ radius: { md: '12px' } })).toBe(
      '[data-theme] {\n  --foyer-radius-md: 12px;\n}\n',
    );
  });
});
