/**
 * Addresses a router can handle: paths of this site (`/docs/`). Everything else — other
 * origins, `mailto:` and other schemes, a lone `#hash` or `?query` — is a plain anchor,
 * whatever link component the host provides.
 */
export function isRoutableHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
