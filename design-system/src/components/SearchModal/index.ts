export { SearchModal } from './SearchModal';
export type {
  HighlightedText,
  SearchModalGroup,
  SearchModalHit,
  SearchModalLabels,
  SearchModalProps,
  SearchModalStatus,
  StoredSearch,
} from './SearchModal';
