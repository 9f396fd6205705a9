import { useState } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SearchModal, type StoredSearch } from '@foyer/design-system';
import { searchReportUrl } from '../../config/externalLinks';
import { popularQueries } from '../../config/search';
import { services } from '../../config/services';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { groupHits } from '../groupHits';
import {
  addFavorite,
  addRecent,
  loadStoredSearches,
  removeFavorite,
  removeRecent,
  saveStoredSearches,
  type StoredSearches,
} from '../storedSearches';
import { useSearch } from '../useSearch';
import { useSearchLabels } from './useSearchLabels';

export interface SearchDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The search modal wired to the site: its client, the visitor's stored searches, routing and strings. */
export default function SearchDialog({ isOpen, onClose }: SearchDialogProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const labels = useSearchLabels();
  const indexName = services.search.algoliaIndexName;
  const [query, setQuery] = useState('');
  const { status, response } = useSearch(query, language);
  const [stored, setStored] = useState<StoredSearches>(() => loadStoredSearches(indexName));

  const update = (next: StoredSearches) => {
    setStored(next);
    saveStoredSearches(indexName, next);
  };
  const rememberQuery = () => update(addRecent(stored, query));
  const totalHits = response?.nbHits ?? 0;

  return (
    <SearchModal
      isOpen={isOpen}
      onClose={onClose}
      query={query}
      onQueryChange={setQuery}
      status={status}
      groups={response ? groupHits(response.hits) : []}
      totalHits={totalHits}
      seeAllHref={`${localizePath('/search/', language)}?q=${encodeURIComponent(query)}`}
      recent={stored.recent}
      favorites={stored.favorites}
      onSelectStored={(search: StoredSearch) => setQuery(search.query)}
      onSaveFavorite={(search: StoredSearch) => update(addFavorite(stored, search))}
      onRemoveRecent={(search: StoredSearch) => update(removeRecent(stored, search))}
      onRemoveFavorite={(search: StoredSearch) => update(removeFavorite(stored, search))}
      suggestions={popularQueries[language]}
      reportHref={searchReportUrl}
      onHitSelected={rememberQuery}
      navigate={(url: string) => {
        onClose();
        void navigate(url);
      }}

      labels={{ ...labels, dialog: t('search.dialog') }}
    />
  );
}
