import type { BrandThemeOptions } from '@foyer/design-system/theme';

/**
 * Acme's teal, in place of the design system's orange. Contrast ratios (WCAG 2.2),
 * computed against the default backgrounds:
 * - light: primary #0b6e66 is 6.1:1 on white and 5.5:1 on the code background, with
 *   white text on it at 6.1:1; link #0a6760 is 6.7:1 on white.
 * - dark: primary #4fd1c0 is 9.9:1 on #121417 and 8.0:1 on the raised surface, with
 *   #06201d text on it at 9.1:1; link #6fdccc is 11.2:1 on #121417.
 * Every hover colour has more contrast than its resting one.
 */
export const brand: BrandThemeOptions = {
  light: {
    colors: {
      primary: '#0b6e66',
      primaryHover: '#08564f',
      onPrimary: '#ffffff',
      link: '#0a6760',
      linkHover: '#064c46',
      highlight: 'rgba(11, 110, 102, 0.16)',
    },
  },
  dark: {
    colors: {
      primary: '#4fd1c0',
      primaryHover: '#86e3d6',
      onPrimary: '#06201d',
      link: '#6fdccc',
      linkHover: '#a6ece2',
      highlight: 'rgba(79, 209, 192, 0.25)',
    },
  },
  radius: { md: '10px' },
};
