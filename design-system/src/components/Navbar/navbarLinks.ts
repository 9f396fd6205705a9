import { isExternalHref } from '../private/isExternalHref';
import type { NavbarLinkItem } from './types';

/** Where a link item leads; the deprecated `to` still wins over `href`. */
export function linkTarget(item: NavbarLinkItem): string {
  return item.to ?? item.href ?? '#';
}

/** Another origin opens in a new tab, as with `Link`; a deprecated `to` never does. */
export function isExternalItem(item: NavbarLinkItem): boolean {
  return item.to === undefined && item.href !== undefined && isExternalHref(item.href);
}

/** A link is current on its own page, and active on every page under its base path. */
export function linkState(
  item: NavbarLinkItem,
  currentPath: string,
): { isCurrent: boolean; isActive: boolean } {
  const isCurrent = !isExternalItem(item) && linkTarget(item) === currentPath;
  const isActive =
    isCurrent || (item.activeBasePath !== undefined && currentPath.startsWith(item.activeBasePath));
  return { isCurrent, isActive };
}

/** The address bar's parts, once the page runs in a browser. */
export function currentLocationParts(fallbackPath: string) {
  if (typeof window === 'undefined') return { pathname: fallbackPath, search: '', hash: '' };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}
