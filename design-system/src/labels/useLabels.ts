import { useDesignSystem } from '../provider/designSystemContext';
import { definedOnly } from '../provider/definedOnly';
import { withRenamedKeys } from './renamedLabels';
import type { DesignSystemLabels } from './types';

/**
 * A component's labels: its English defaults, then the provider's labels for it, then
 * the ones passed to the component itself. Each component passes its own English
 * group, so a page that uses one component does not ship every string of the package.
 */
export function useLabels<Group extends keyof DesignSystemLabels>(
  group: Group,
  english: DesignSystemLabels[Group],
  own?: Partial<DesignSystemLabels[Group]>,
): DesignSystemLabels[Group] {
  const fromProvider = useDesignSystem().labels[group];
  if (!fromProvider && !own) return english;
  return {
    ...english,
    ...definedOnly(withRenamedKeys(fromProvider)),
    ...definedOnly(withRenamedKeys(own)),
  };
}
