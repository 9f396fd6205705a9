import { useMemo, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria';
import type { LinkComponentType } from '../components/Link/Link';
import type { PartialDesignSystemLabels } from '../labels/types';
import {
  DEFAULT_SETTINGS,
  DesignSystemContext,
  type ColorModeSettings,
  type DesignSystemSettings,
} from './designSystemContext';

export interface DesignSystemProviderProps {
  children: ReactNode;
  /**
   * Renders internal links so the host's router handles them (Gatsby's, React Router's
   * or Next's Link adapted to `{ href, ...anchorProps }`, forwarding its ref). Default `<a>`.
   */
  LinkComponent?: LinkComponentType;
  /** Client-side navigation (the router's navigate). Default: `window.location.assign`. */
  navigate?: (href: string) => void;
  /** Path of the page shown, to mark the current link in the navbar and sidebars. */
  currentPath?: string;
  /** BCP 47 locale for react-aria's formatting and reading direction, e.g. `fr-FR`. Default `en-US`. */
  locale?: string;
  /**
   * Labels for every component of the tree, e.g. `frLabels`, or only the strings to
   * change (`{ searchModal: { placeholder: 'Search the handbook' } }`). Default English.
   */
  labels?: PartialDesignSystemLabels;
  /** Colour-mode settings; use the same as `colorModeScript` in `<head>`. */
  colorMode?: Partial<ColorModeSettings>;
}

/**
 * The one place a product site configures the design system: routing, the current
 * path, the locale, labels and colour mode. Components read it; their own props
 * override it. It also sets react-aria's locale and, given `navigate`, its router,
 * so react-aria's links and menus navigate client-side too.
 */
export function DesignSystemProvider({
  children,
  LinkComponent,
  navigate,
  currentPath,
  locale = DEFAULT_SETTINGS.locale,
  labels,
  colorMode,
}: DesignSystemProviderProps) {
  const storageKey = colorMode?.storageKey;
  const defaultMode = colorMode?.defaultMode;
  const followSystem = colorMode?.followSystem;
  const settings = useMemo<DesignSystemSettings>(
    () => ({
      LinkComponent,
      navigate: navigate ?? DEFAULT_SETTINGS.navigate,
      currentPath,
      locale,
      labels: labels ?? DEFAULT_SETTINGS.labels,
      colorMode: {
        storageKey: storageKey ?? DEFAULT_SETTINGS.colorMode.storageKey,
        defaultMode: defaultMode ?? DEFAULT_SETTINGS.colorMode.defaultMode,
        followSystem: followSystem ?? DEFAULT_SETTINGS.colorMode.followSystem,
      },
    }),
    [LinkComponent, navigate, currentPath, locale, labels, storageKey, defaultMode, followSystem],
  );
  const content = (
    <DesignSystemContext.Provider value={settings}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </DesignSystemContext.Provider>
  );
  return navigate ? <RouterProvider navigate={navigate}>{content}</RouterProvider> : content;
}
