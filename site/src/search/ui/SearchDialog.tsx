import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchModal, useSearchModal } from '@foyer/design-system';
import { searchReportUrl } from '../../config/externalLinks';
import { popularQueries } from '../../config/search';
import { services } from '../../config/services';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { docsSearchFilters } from '../docsSearchFilters';
import { searchClient } from '../searchClient';
import { searchModalLabels } from './searchModalLabels';

export interface SearchDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The design system's search wired to the site: its client (loaded on the first
 * query), the page's language and docs version, and its strings; links and navigation
 * come from the provider. Layout owns whether it is open, since its shortcuts work
 * before this is loaded.
 */
export default function SearchDialog({ isOpen, onClose }: SearchDialogProps) {
  const language = usePageLanguage();
  const { t } = useTranslation('common');
  const labels = useMemo(() => searchModalLabels(language, t), [language, t]);
  const indexName = services.search.algoliaIndexName;
  const search = useSearchModal({
    client: searchClient,
    indexName,
    facetFilters: docsSearchFilters(language),
    // The key used before the search moved into the design system: visitors keep their searches.
    storageKey: `foyer-search-${indexName}`,
    seeAllHref: (query) => `${localizePath('/search/', language)}?q=${encodeURIComponent(query)}`,
    suggestions: popularQueries[language],
    reportHref: searchReportUrl,
  });

  return <SearchModal {...search.modalProps} isOpen={isOpen} onClose={onClose} labels={labels} />;
}
