export { ChipFilter } from './ChipFilter';
export type { ChipFilterOption, ChipFilterProps } from './ChipFilter';
