import { createGlobalThemeContract } from '@vanilla-extract/css';
import { foyerVariableName } from './variableName';

/**
 * The one theme contract. Light and dark themes fill the same shape, so a
 * component styled against `vars` works in both without knowing which is active.
 * Its custom properties have stable, readable names (`--foyer-color-primary`), not
 * hashes, so a product can rebrand the components from plain CSS.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceRaised: null,
      border: null,
      text: null,
      textMuted: null,
      heading: null,
      primary: null,
      primaryHover: null,
      onPrimary: null,
      link: null,
      linkHover: null,
      focusRing: null,
      success: null,
      successSurface: null,
      danger: null,
      dangerSurface: null,
      warning: null,
      warningSurface: null,
      info: null,
      infoSurface: null,
      codeBackground: null,
      highlight: null,
      overlay: null,
    },
    font: {
      body: null,
      heading: null,
      mono: null,
    },
    fontSize: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
      display: null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
    space: {
      xxs: null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    radius: {
      sm: null,
      md: null,
      lg: null,
      pill: null,
    },
    shadow: {
      sm: null,
      md: null,
      lg: null,
    },
    zIndex: {
      base: null,
      sticky: null,
      navbar: null,
      dropdown: null,
      overlay: null,
      modal: null,
      toast: null,
    },
    size: {
      navbarHeight: null,
      contentMaxWidth: null,
      proseMaxWidth: null,
    },
    motion: {
      fast: null,
      normal: null,
    },
  },
  (_value, path) => foyerVariableName(path),
);
