/**
 * Whether a browser request comes from the site itself: refused when the browser
 * says it is cross-site, or when its `Origin` is neither this host nor an allowed
 * origin. Requests without these headers (curl, old browsers) pass: the proof of
 * work and the limits handle them. Hosts are compared, not schemes, so that a
 * proxy that does not pass X-Forwarded-Proto does not lock the site out.
 */
export function isSameSite(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | undefined },
  host: string,
  allowedOrigins: readonly string[],
): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    const parsed = new URL(origin);
    // Through URL both sides drop the scheme's default port ("host:443" is "host").
    return parsed.host === new URL(`${parsed.protocol}//${host}`).host;
  } catch {
    // "null" (sandboxed frames, some redirects) and anything unparsable.
    return false;
  }
}
