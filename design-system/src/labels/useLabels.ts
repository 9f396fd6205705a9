import { useDesignSystem } from '../provider/designSystemContext';
import { mergeLabelGroup } from './mergeLabels';
import type { DesignSystemLabels } from './types';

/**
 * A component's labels: its English defaults, then the provider's labels for it, then
 * the ones passed to the component itself, each laid over the one before by the same
 * rule as nested providers (`mergeLabelGroup`). Each component passes its own English
 * set, so a page that uses one component does not ship every string of the package.
 */
export function useLabels<Group extends keyof DesignSystemLabels>(
  group: Group,
  english: DesignSystemLabels[Group],
  own?: Partial<DesignSystemLabels[Group]>,
): DesignSystemLabels[Group] {
  const fromProvider = useDesignSystem().labels[group] as Partial<DesignSystemLabels[Group]> | undefined;
  return mergeLabelGroup(mergeLabelGroup(english, fromProvider), own);
}
