export { SearchButton } from './SearchButton';
export type { SearchButtonProps } from './SearchButton';
