import type { MapLeafNodes } from './private/mapLeafNodes';
import { fontStacks } from './tokens';
import type { vars } from './private/themeContract.css';

/** The values a theme gives to every slot of the contract. */
export type ThemeTokens = MapLeafNodes<typeof vars, string>;

/** The groups whose values differ between light and dark. */
export type ModeTokens = Pick<ThemeTokens, 'color' | 'shadow'>;

/** Everything else: the same in both modes, so the stylesheet sets it once. */
export type SharedTokens = Omit<ThemeTokens, keyof ModeTokens>;

export const sharedTokens: SharedTokens = {
  font: { ...fontStacks },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: 'clamp(2rem, 5vw, 3.25rem)',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.65' },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  zIndex: {
    base: '0',
    sticky: '100',
    navbar: '200',
    dropdown: '300',
    overlay: '400',
    modal: '500',
    toast: '600',
  },
  size: { navbarHeight: '3.75rem', contentMaxWidth: '80rem', proseMaxWidth: '46rem' },
  motion: { fast: '120ms', normal: '220ms' },
};

/** Dark is the default mode: the server HTML ships with it. */
export const darkTheme: ThemeTokens = {
  ...sharedTokens,
  color: {
    background: '#121417',
    surface: '#1a1d22',
    surfaceRaised: '#23272e',
    border: '#3a4049',
    text: '#e9ebee',
    textMuted: '#b4bac3',
    heading: '#ffffff',
    primary: '#ffb866',
    primaryHover: '#ffcb8f',
    onPrimary: '#1d1306',
    link: '#ffc27d',
    linkHover: '#ffd9ad',
    focusRing: '#8cc8ff',
    success: '#7ddc9a',
    successSurface: '#16301f',
    danger: '#ff8f8f',
    dangerSurface: '#3a1717',
    warning: '#ffd36b',
    warningSurface: '#352a0e',
    info: '#8cc8ff',
    infoSurface: '#132a40',
    codeBackground: '#0b0d10',
    highlight: 'rgba(255, 184, 102, 0.28)',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

export const lightTheme: ThemeTokens = {
  ...sharedTokens,
  color: {
    background: '#ffffff',
    surface: '#f5f6f8',
    surfaceRaised: '#ffffff',
    border: '#cfd4db',
    text: '#1d2025',
    textMuted: '#4a515c',
    heading: '#0d0f12',
    primary: '#9a4400',
    primaryHover: '#7d3700',
    onPrimary: '#ffffff',
    link: '#8f3f00',
    linkHover: '#6b2f00',
    focusRing: '#0b5cad',
    success: '#1c6b37',
    successSurface: '#e6f4ea',
    danger: '#b3261e',
    dangerSurface: '#fdeceb',
    warning: '#7a5500',
    warningSurface: '#fff5d6',
    info: '#0b5cad',
    infoSurface: '#e7f1fc',
    codeBackground: '#f1f3f6',
    highlight: 'rgba(154, 68, 0, 0.16)',
    overlay: 'rgba(13, 15, 18, 0.5)',
  },
  shadow: {
    sm: '0 1px 2px rgba(13, 15, 18, 0.12)',
    md: '0 4px 12px rgba(13, 15, 18, 0.12)',
    lg: '0 12px 32px rgba(13, 15, 18, 0.18)',
  },
};
