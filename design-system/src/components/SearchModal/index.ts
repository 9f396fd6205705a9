export { SearchModal } from './SearchModal';
export { Highlighted } from './Highlighted';
export type {
  HighlightedText,
  SearchModalGroup,
  SearchModalHit,
  SearchModalLabels,
  SearchModalProps,
  SearchModalStatus,
  StoredSearch,
} from './SearchModal';
