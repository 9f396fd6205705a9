export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export type { SelectLabels } from './Select.labels';
