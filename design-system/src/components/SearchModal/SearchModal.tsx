import { SearchModalDialog } from './SearchModalDialog';
import type { SearchModalProps } from './types';

export type {
  HighlightedText,
  SearchModalGroup,
  SearchModalHit,
  SearchModalLabels,
  SearchModalProps,
  SearchModalStatus,
  StoredSearch,
} from './types';

/**
 * The docs search, DocSearch-style: a modal dialog with a search input driving a
 * list of grouped hits. It is presentational and controlled; `useSearchModal` owns
 * everything it shows (the query, the requests and their status, the recent and
 * favourite searches): `<SearchModal {...search.modalProps} />`.
 *
 * Keyboard: ↑ ↓ move the active hit across groups (wrapping), Enter opens it, Escape
 * closes. Selecting a hit with Enter calls `onHitSelected`, then `onClose`, then
 * navigates; a plain click on its link calls `onHitSelected`, and `onClose` as the link
 * navigates. The opening shortcuts (Ctrl/⌘ K, /) come from
 * `useSearchShortcuts`, registered where the search button is.
 */
export function SearchModal(props: SearchModalProps) {
  if (!props.isOpen) return null;
  return <SearchModalDialog {...props} />;
}
