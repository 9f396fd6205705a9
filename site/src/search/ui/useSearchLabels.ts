import { useTranslation } from 'react-i18next';
import type { SearchModalLabels } from '@foyer/design-system';

/**
 * The search modal's strings in the page's language (spec §8 strings verbatim in English),
 * in place of the design system's own English ones.
 */
export function useSearchLabels(): SearchModalLabels {
  const { t } = useTranslation('common');
  return {
    dialog: t('search.dialog'),
    input: t('search.input'),
    placeholder: t('search.placeholder'),
    clear: t('search.clear'),
    close: t('search.close'),
    recent: t('search.recent'),
    favorites: t('search.favorites'),
    noRecent: t('search.noRecent'),
    saveFavorite: (query) => t('search.saveFavorite', { query }),
    removeRecent: (query) => t('search.removeRecent', { query }),
    removeFavorite: (query) => t('search.removeFavorite', { query }),
    loading: t('search.loading'),
    stalled: t('search.stalled'),
    errorTitle: t('search.errorTitle'),
    errorHelp: t('search.errorHelp'),
    noResultsFor: t('search.noResultsFor'),
    trySearchingFor: t('search.trySearchingFor'),
    reportMissing: t('search.reportMissing'),
    reportLink: t('search.reportLink'),
    seeAll: (count) => t('search.seeAll', { count }),
    resultsCount: (count) => t('search.results', { count }),
    toSelect: t('search.toSelect'),
    toNavigate: t('search.toNavigate'),
    toClose: t('search.toClose'),
    opensInNewTab: t('externalLink'),
  };
}
