export { enLabels } from './en';
export { frLabels } from './fr';
export { useLabels } from './useLabels';
export type { DesignSystemLabels, PartialDesignSystemLabels } from './types';
