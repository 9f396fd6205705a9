import type { BrandThemeOptions } from '@foyer/design-system/theme';

/**
 * Acme's teal, in place of the design system's orange: the brand of the README's
 * theming example. createBrandTheme derives the slots left out (hover colours, the
 * text on primary, the current item's tint) and throws if any pair the components
 * draw falls under WCAG AA, so the build fails rather than ship a brand that does.
 */
export const brand: BrandThemeOptions = {
  light: { colors: { primary: '#0f766e', link: '#0b5e57' } },
  dark: { colors: { primary: '#5eead4' } },
  radius: { md: '12px' },
  font: { body: '"Source Sans 3", system-ui, sans-serif' },
};
