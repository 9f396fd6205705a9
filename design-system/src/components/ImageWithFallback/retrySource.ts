/**
 * `src` with a `retry=N` query so the browser asks the server again instead of
 * reusing the failure. Data and blob addresses are left alone: a query would break them.
 */
export function retrySource(src: string, attempt: number): string {
  if (attempt === 0 || /^(data|blob):/i.test(src)) return src;
  const hashIndex = src.indexOf('#');
  const path = hashIndex === -1 ? src : src.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : src.slice(hashIndex);
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}retry=${attempt}${hash}`;
}
