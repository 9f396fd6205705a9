// One module per job, so a bundler keeps useSearchShortcuts (wanted on every page)
// apart from the rest (wanted only once the search opens). The toolkit adopters see is
// entry.ts (`@foyer/design-system/search`); the modal's hooks and stored searches are here too.
export * from './entry';
export { useSearchShortcuts } from './useSearchShortcuts';
export { useSearchModal } from './useSearchModal';
export type { UseSearchModalOptions, UseSearchModalResult } from './useSearchModal';
export {
  addFavorite,
  addRecent,
  loadStoredSearches,
  NO_STORED_SEARCHES,
  removeFavorite,
  removeRecent,
  saveStoredSearches,
} from './storedSearches';
export type { StoredSearches } from './storedSearches';
