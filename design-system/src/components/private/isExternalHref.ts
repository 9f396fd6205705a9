/** Absolute http(s) and protocol-relative addresses leave the site. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}
