export { SearchButton } from './SearchButton';
export type { SearchButtonLabels, SearchButtonProps } from './SearchButton';
