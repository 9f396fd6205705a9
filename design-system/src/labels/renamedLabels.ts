import type { DesignSystemLabels } from './types';

type Group = keyof DesignSystemLabels;

/**
 * Label keys renamed in 0.3 (old key → new key), per group. Adopters' label objects
 * written for 0.2 keep working until the old keys are removed: an old key fills the
 * new one when the same object does not set the new one itself.
 */
const RENAMED: { readonly [G in Group]?: Readonly<Record<string, keyof DesignSystemLabels[G]>> } = {
  link: { externalLink: 'opensInNewTab' },
  footer: { externalLink: 'opensInNewTab' },
  navbar: { externalLink: 'opensInNewTab' },
};

/** `labels` with each renamed key of its group read under its new name. */
export function withRenamedKeys<G extends Group>(
  group: G,
  labels: Partial<DesignSystemLabels[G]> | undefined,
): Partial<DesignSystemLabels[G]> | undefined {
  const renamed = RENAMED[group];
  if (!renamed || !labels) return labels;
  const entries: Record<string, unknown> = { ...labels };
  for (const [oldKey, newKey] of Object.entries(renamed)) {
    if (entries[oldKey] !== undefined && entries[newKey as string] === undefined) {
      entries[newKey as string] = entries[oldKey];
    }
  }
  return entries as Partial<DesignSystemLabels[G]>;
}
