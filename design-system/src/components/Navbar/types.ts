import type { ReactNode } from 'react';
import type { ColorModeToggleLabels } from '../ColorModeToggle';

export type NavbarPosition = 'left' | 'right';

interface NavbarItemBase {
  /** Visible text (for icon items, the accessible name). */
  label: string;
  /** Side of the bar; defaults to left. */
  position?: NavbarPosition;
  /** Extra class on the item, e.g. to hide it at some widths. */
  className?: string;
  /** Hidden in the collapsed (mobile) menu when false. */
  showInMobileMenu?: boolean;
}

/**
 * A link, addressed like `Link`: a path of this site (`/docs/`) is routed through the
 * link component, another origin (`https://…`) opens in a new tab.
 */
export interface NavbarLinkItem extends NavbarItemBase {
  /** Discriminates a link (the default when `type` is left out). */
  type?: 'link';
  /** Where the link leads: a path of this site or an address elsewhere. */
  href?: string;
  /**
   * @deprecated Since 0.2: use `href`, the name `Link` uses. A path given here is
   * still routed (and wins over `href`); it will be removed in a later minor release.
   */
  to?: string;
  /** Marks the link active on every page under this path (e.g. '/docs/'). */
  activeBasePath?: string;
  /** Shows only an icon next to a visually hidden label. */
  icon?: ReactNode;
}

export interface NavbarDropdownItem extends NavbarItemBase {
  /** Discriminates a menu of links. */
  type: 'dropdown';
  /** The menu's links, in display order. */
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
  /** Discriminates the language menu. */
  type: 'locale';
  /** The languages offered, in display order. */
  locales: NavbarLocaleOption[];
  /** Language code of the page shown, marked current in the menu. */
  currentLocale: string;
  /** The address of the current page in `locale`, keeping its path, query and hash. */
  hrefFor: (locale: string, location: NavbarLocationParts) => string;
}

export interface NavbarSearchItem extends NavbarItemBase {
  /** Discriminates the search button. */
  type: 'search';
  /** Opens the search when the button is pressed. */
  onPress?: () => void;
  /** Hover or focus on the button: start loading the search. */
  onPreload?: () => void;
}

export interface NavbarColorToggleItem extends NavbarItemBase {
  /** Discriminates the colour-mode toggle. */
  type: 'colour-toggle';
  /** Overrides the `colorModeToggle` labels of the provider. */
  labels?: Partial<ColorModeToggleLabels>;
}

export interface NavbarCustomItem extends NavbarItemBase {
  /** Discriminates an item the host renders itself. */
  type: 'custom';
  /** Renders the item, for what the other types do not cover (a badge, a sign-in menu). */
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

export type { NavbarLabels } from './Navbar.labels';
