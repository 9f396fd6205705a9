const warned = new Set<string>();

/**
 * Tells developers, once per feature, that localStorage refused to work (private
 * browsing, storage blocked). Visitors see nothing: the feature uses its default.
 */
export function warnStorageUnavailable(feature: string, error: unknown): void {
  if (warned.has(feature)) return;
  warned.add(feature);
  console.warn(`localStorage is unavailable, so ${feature} falls back to its default.`, error);
}
