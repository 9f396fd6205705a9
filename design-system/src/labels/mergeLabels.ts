import { definedOnly } from '../provider/definedOnly';
import { withRenamedKeys } from './renamedLabels';
import type { PartialDesignSystemLabels } from './types';

/**
 * The one rule by which labels are laid over labels, at every layer (the English
 * defaults, each provider, a component's own labels): the override's strings win,
 * a key it leaves `undefined` keeps the string below, and a deprecated key is read
 * under its new name.
 */
export function mergeLabelGroup<Labels extends object>(
  base: Labels,
  override: Partial<Labels> | undefined,
): Labels {
  if (!override) return base;
  return { ...withRenamedKeys(base), ...definedOnly(withRenamedKeys(override)) } as Labels;
}

/** The outer labels with the inner ones laid over them, group by group, by `mergeLabelGroup`. */
export function mergeLabels(
  outer: PartialDesignSystemLabels,
  inner: PartialDesignSystemLabels | undefined,
): PartialDesignSystemLabels {
  if (!inner) return outer;
  const merged: Record<string, object | undefined> = { ...outer };
  for (const [group, labels] of Object.entries(inner) as [string, object | undefined][]) {
    merged[group] = mergeLabelGroup(merged[group] ?? {}, labels);
  }
  return merged as PartialDesignSystemLabels;
}
