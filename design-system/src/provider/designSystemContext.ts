import { createContext, useContext } from 'react';
import type { LinkComponentType } from '../components/Link/linkComponent';
import {
  COLOR_MODE_STORAGE_KEY,
  DEFAULT_COLOR_MODE,
  type ColorModeSettings,
} from '../theme/colorModeConstants';
import type { TabChoiceSettings } from '../components/Tabs/tabChoiceSettings';

export type { ColorModeSettings, TabChoiceSettings };
import type { PartialDesignSystemLabels } from '../labels/types';

/** What every component reads from the nearest `DesignSystemProvider`, with its defaults filled in. */
export interface DesignSystemSettings {
  /** Renders internal links (a router's Link); `undefined` means a plain `<a>`. */
  LinkComponent: LinkComponentType | undefined;
  /** Client-side navigation, for components that move without a link press (a search hit chosen with Enter). */
  navigate: (href: string) => void;
  /** Path of the page shown, to mark current links; `undefined` before the client knows it. */
  currentPath: string | undefined;
  /** BCP 47 locale, e.g. `en-US` or `fr-FR`. */
  locale: string;
  /** Label overrides for the whole tree; components fall back to English. */
  labels: PartialDesignSystemLabels;
  /** Where the colour mode is stored, the mode used before any choice, and whether the system's preference is followed. */
  colorMode: ColorModeSettings;
  /**
   * Where tab groups (`Tabs` with a `groupId`) keep the visitor's choices, and the query
   * parameter that carries them: only what a provider set, `Tabs` fills in the rest
   * (`foyer-tab-choices`, `tabs`), so that pages without tabs carry none of it.
   */
  tabChoices: Partial<TabChoiceSettings>;
}

export const DEFAULT_COLOR_MODE_SETTINGS: ColorModeSettings = {
  storageKey: COLOR_MODE_STORAGE_KEY,
  defaultMode: DEFAULT_COLOR_MODE,
  followSystem: false,
};

function assignLocation(href: string): void {
  window.location.assign(href);
}

export const DEFAULT_SETTINGS: DesignSystemSettings = {
  LinkComponent: undefined,
  navigate: assignLocation,
  currentPath: undefined,
  locale: 'en-US',
  labels: {},
  colorMode: DEFAULT_COLOR_MODE_SETTINGS,
  tabChoices: {},
};

export const DesignSystemContext = createContext<DesignSystemSettings>(DEFAULT_SETTINGS);

/**
 * The provider's settings. Without a provider, the defaults: plain `<a>` links, full
 * page loads, English labels, dark by default under the key `foyer-color-mode`.
 */
export function useDesignSystem(): DesignSystemSettings {
  return useContext(DesignSystemContext);
}
