import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import type { LinkComponentType } from '../components/Link/linkComponent';
import type { PartialDesignSystemLabels } from '../labels/types';
import {
  DesignSystemContext,
  useDesignSystem,
  type ColorModeSettings,
  type DesignSystemSettings,
  type TabChoiceSettings,
} from './designSystemContext';
import { definedOnly } from './definedOnly';
import { mergeLabels } from '../labels/mergeLabels';

export interface DesignSystemProviderProps {
  /** The app, or the part of it that uses the components. */
  children: ReactNode;
  /**
   * Renders internal links so the host's router handles them (Gatsby's, React Router's
   * or Next's Link adapted to `{ href, ...anchorProps }`, forwarding its ref).
   * @default <a>
   */
  LinkComponent?: LinkComponentType;
  /**
   * Client-side navigation (the router's navigate), for what moves without a link press,
   * such as a search hit chosen with Enter.
   * @default window.location.assign
   */
  navigate?: (href: string) => void;
  /** Path of the page shown, to mark the current link in the navbar and sidebars. */
  currentPath?: string;
  /**
   * BCP 47 locale for react-aria's formatting and reading direction, e.g. `fr-FR` (react-aria
   * alone would use the browser's).
   * @default en-US
   */
  locale?: string;
  /**
   * Labels for every component of the tree, e.g. `frLabels`, or only the strings to
   * change (`{ searchModal: { placeholder: 'Search the handbook' } }`).
   * @default enLabels
   */
  labels?: PartialDesignSystemLabels;
  /** Colour-mode settings; use the same as `colorModeScript` in `<head>`. */
  colorMode?: Partial<ColorModeSettings>;
  /** Where tab groups remember the visitor's choices; use the same as `tabChoicesScript` in `<head>`. */
  tabChoices?: Partial<TabChoiceSettings>;
}

/**
 * The one place a product site configures the design system: routing, the current
 * path, the locale, labels, colour mode and where tab choices are kept. Components read it; their own props
 * override it. Given a `locale`, it also sets react-aria's (formatting, react-aria's own
 * strings). The components route through `LinkComponent` and `navigate`, not through
 * react-aria's RouterProvider: a site that also uses react-aria's link components
 * directly wraps them in that provider itself, and this one stays light.
 *
 * A provider inside another inherits what it does not set, and lays its labels over
 * the outer ones: an app can set routing at its root and translated labels lower down.
 */
export function DesignSystemProvider({
  children,
  labels,
  colorMode,
  tabChoices,
  ...own
}: DesignSystemProviderProps) {
  const outer = useDesignSystem();
  const { LinkComponent, navigate, currentPath, locale } = own;
  const { storageKey, defaultMode, followSystem } = colorMode ?? {};
  const { storageKey: tabStorageKey, queryParameter: tabQueryParameter } = tabChoices ?? {};
  const settings = useMemo<DesignSystemSettings>(
    () => ({
      ...outer,
      ...definedOnly({ LinkComponent, navigate, currentPath, locale }),
      labels: mergeLabels(outer.labels, labels),
      colorMode: { ...outer.colorMode, ...definedOnly({ storageKey, defaultMode, followSystem }) },
      tabChoices: {
        ...outer.tabChoices,
        ...definedOnly({ storageKey: tabStorageKey, queryParameter: tabQueryParameter }),
      },
    }),
    [
      outer,
      LinkComponent,
      navigate,
      currentPath,
      locale,
      labels,
      storageKey,
      defaultMode,
      followSystem,
      tabStorageKey,
      tabQueryParameter,
    ],
  );
  const content = <DesignSystemContext.Provider value={settings}>{children}</DesignSystemContext.Provider>;
  return locale ? <I18nProvider locale={locale}>{content}</I18nProvider> : content;
}
