import type { ReactNode } from 'react';
import type { ColorModeToggleLabels } from '../ColorModeToggle';

export type NavbarPosition = 'left' | 'right';

interface NavbarItemBase {
  /** Visible text (for icon items, the accessible name). */
  label: string;
  /** Side of the bar; defaults to left. */
  position?: NavbarPosition;
  className?: string;
  /** Hidden in the collapsed (mobile) menu when false. */
  showInMobileMenu?: boolean;
}

/** A link: `to` for a page of this site (routed), `href` for an external address. */
export interface NavbarLinkItem extends NavbarItemBase {
  type?: 'link';
  to?: string;
  href?: string;
  /** Marks the link active on every page under this path (e.g. '/docs/'). */
  activeBasePath?: string;
  /** Shows only an icon next to a visually hidden label. */
  icon?: ReactNode;
}

export interface NavbarDropdownItem extends NavbarItemBase {
  type: 'dropdown';
  items: NavbarLinkItem[];
}

export interface NavbarLocaleOption {
  /** Language code, e.g. 'en'. */
  locale: string;
  /** Name in its own language, e.g. 'Français'. */
  label: string;
}

export interface NavbarLocationParts {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavbarLocaleItem extends NavbarItemBase {
  type: 'locale';
  locales: NavbarLocaleOption[];
  currentLocale: string;
  /** The address of the current page in `locale`, keeping its path, query and hash. */
  hrefFor: (locale: string, location: NavbarLocationParts) => string;
}

export interface NavbarSearchItem extends NavbarItemBase {
  type: 'search';
  onPress?: () => void;
  /** Hover or focus on the button: start loading the search. */
  onPreload?: () => void;
}

export interface NavbarColorToggleItem extends NavbarItemBase {
  type: 'colour-toggle';
  /** Overrides the `colorModeToggle` labels of the provider. */
  labels?: Partial<ColorModeToggleLabels>;
}

export interface NavbarCustomItem extends NavbarItemBase {
  type: 'custom';
  render: () => ReactNode;
}

/** The spec's navbar item: label, to or href, position, type, class name. */
export type NavbarItem =
  | NavbarLinkItem
  | NavbarDropdownItem
  | NavbarLocaleItem
  | NavbarSearchItem
  | NavbarColorToggleItem
  | NavbarCustomItem;

export interface NavbarLabels {
  /** Accessible name of the navigation landmark, e.g. "Main". */
  navigation: string;
  /** Hamburger button, e.g. "Open the menu". */
  openMenu: string;
  /** Mobile sidebar close button, e.g. "Close the menu". */
  closeMenu: string;
  /** Accessible name of the mobile sidebar dialog, e.g. "Menu". */
  mobileMenu: string;
  /** Heading of the main links in the mobile sidebar when a secondary menu is shown. */
  mainMenu: string;
  /** Read to screen readers after external links and menu entries, e.g. "(opens in a new tab)"; English by default. */
  opensInNewTab?: string;
  /** @deprecated Since 0.3: use `opensInNewTab`, which wins when both are set. */
  externalLink?: string;
  /** Prefix read before the current language on the language menu button, e.g. "Language:". */
  language: string;
}
