import { SearchModal, useSearchModal, useSearchShortcuts } from '@foyer/design-system';
import { inMemorySearchClient } from './search/inMemorySearchClient';

/**
 * The search modal and its keyboard shortcuts (Ctrl K, ⌘ K, "/"). Its labels, the
 * links of its hits and the navigation on Enter all come from the provider.
 */
export function useDocsSearch() {
  const search = useSearchModal({
    client: inMemorySearchClient,
    indexName: 'acme-docs',
    storageKey: 'acme-recent-searches',
    suggestions: ['retries', 'health checks', 'signing'],
  });
  useSearchShortcuts(search.open);
  return { open: search.open, modal: <SearchModal {...search.modalProps} /> };
}
