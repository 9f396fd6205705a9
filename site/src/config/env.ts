/**
 * Reads a build-time setting. Only `GATSBY_`-prefixed variables reach browser code,
 * and only when written out literally as `process.env.GATSBY_X`, so callers pass
 * the value itself rather than its name.
 */
export function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export function optionalSetting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
