import { frLabels, type DesignSystemLabels, type PartialDesignSystemLabels } from '@foyer/design-system';
import type { Language } from './languages';

type Translate = (key: string) => string;

/**
 * The design system's labels on a page of the site: the package's own set for the
 * page's language (its English is the default, its French `frLabels`), with only the
 * strings where the site words things its own way taken from the site's `common`
 * strings (locales/<language>/common.json), in both languages alike.
 */
export function designSystemLabels(language: Language, t: Translate): PartialDesignSystemLabels {
  const own = {
    docSidebar: { navigation: t('docs.sidebar') },
    progressBar: { loading: t('routeLoading') },
    imageWithFallback: { retry: t('image.retry') },
    lazyBoundary: { loading: t('island.loading'), errorTitle: t('island.error') },
    searchModal: {
      input: t('search.input'),
      placeholder: t('search.placeholder'),
      favorites: t('search.favorites'),
      stalled: t('search.stalled'),
      trySearchingFor: t('search.trySearchingFor'),
      reportMissing: t('search.reportMissing'),
      toSelect: t('search.toSelect'),
    },
  } satisfies PartialDesignSystemLabels;
  if (language !== 'fr') return own;
  const french: PartialDesignSystemLabels = { ...frLabels };
  for (const group of Object.keys(own) as (keyof typeof own)[]) {
    french[group] = { ...frLabels[group], ...own[group] } as Partial<DesignSystemLabels[typeof group]>;
  }
  return french;
}
