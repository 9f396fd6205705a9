/** Compares site paths the way the router does: query, hash and a trailing slash do not matter. */
export function isSamePath(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

function normalize(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}
