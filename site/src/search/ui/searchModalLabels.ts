import type { SearchModalLabels } from '@foyer/design-system';
import { searchModalLabelsFr } from '@foyer/design-system/labels';
import type { Language } from '../../i18n/languages';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The search dialog's strings: the package's set for the page's language (English by
 * default, `searchModalLabelsFr` in French), with the strings the site words its own
 * way from its `common` strings. Loaded with the dialog, not with every page.
 */
export function searchModalLabels(language: Language, t: Translate): Partial<SearchModalLabels> {
  const own: Partial<SearchModalLabels> = {
    dialog: t('search.dialog'),
    input: t('search.input'),
    placeholder: t('search.placeholder'),
    favorites: t('search.favorites'),
    stalled: t('search.stalled'),
    trySearchingFor: t('search.trySearchingFor'),
    reportMissing: t('search.reportMissing'),
    toSelect: t('search.toSelect'),
    saveFavorite: (query) => t('search.saveFavorite', { query }),
    removeRecent: (query) => t('search.removeRecent', { query }),
    removeFavorite: (query) => t('search.removeFavorite', { query }),
    seeAll: (count) => t('search.seeAll', { count }),
    resultsCount: (count) => t('search.results', { count }),
  };
  return language === 'fr' ? { ...searchModalLabelsFr, ...own } : own;
}
