import type { PartialDesignSystemLabels } from '../labels/types';

/** The outer labels with the inner ones laid over them, group by group. */
export function mergeLabels(
  outer: PartialDesignSystemLabels,
  inner: PartialDesignSystemLabels | undefined,
): PartialDesignSystemLabels {
  if (!inner) return outer;
  const merged: Record<string, object | undefined> = { ...outer };
  for (const [group, labels] of Object.entries(inner)) {
    merged[group] = { ...merged[group], ...labels };
  }
  return merged as PartialDesignSystemLabels;
}
