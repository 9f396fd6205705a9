import type { NavbarLinkItem } from './types';

/** Where a link item leads: `to` (this site) wins over `href` (elsewhere). */
export function linkTarget(item: NavbarLinkItem): string {
  return item.to ?? item.href ?? '#';
}

/** A link is current on its own page, and active on every page under its base path. */
export function linkState(
  item: NavbarLinkItem,
  currentPath: string,
): { isCurrent: boolean; isActive: boolean } {
  const isCurrent = item.to !== undefined && item.to === currentPath;
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
