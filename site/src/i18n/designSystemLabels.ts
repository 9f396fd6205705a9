import type { PartialDesignSystemLabels } from '@foyer/design-system';
import {
  codeBlockLabelsFr,
  errorPageLabelsFr,
  lazyBoundaryLabelsFr,
  linkLabelsFr,
  skipLinkLabelsFr,
} from '@foyer/design-system/labels';
import type { Language } from './languages';

type Translate = (key: string) => string;

/**
 * The package's French sets of the components every page renders before it hydrates.
 * The others' travel with the code that renders them, so they stay out of every page's
 * first JavaScript: the footer, the announcement bar and a picture's fallback load after
 * hydration and bring theirs (src/i18n/FrenchLabels.tsx), as do the navbar (with its
 * colour toggle, search button and mobile menu) and the table of contents, and the search
 * dialog its own (src/search/ui/searchModalLabels.ts); the breadcrumbs, pagination and forms are given
 * every string by the site; and the site renders no Select, Dialog or Spinner.
 */
const FRENCH: PartialDesignSystemLabels = {
  codeBlock: codeBlockLabelsFr,
  errorPage: errorPageLabelsFr,
  lazyBoundary: lazyBoundaryLabelsFr,
  link: linkLabelsFr,
  skipLink: skipLinkLabelsFr,
};

/**
 * The design system's labels on a page of the site: the package's own sets for the
 * page's language (its English is the default, its French the sets above), with only
 * the strings the site words its own way taken from the site's `common` strings
 * (locales/<language>/common.json), in both languages alike.
 */
export function designSystemLabels(language: Language, t: Translate): PartialDesignSystemLabels {
  const own = {
    docSidebar: { navigation: t('docs.sidebar') },
    progressBar: { loading: t('routeLoading') },
    imageWithFallback: { retry: t('image.retry') },
    lazyBoundary: { loading: t('island.loading'), errorTitle: t('island.error') },
  } satisfies PartialDesignSystemLabels;
  if (language !== 'fr') return own;
  const french: PartialDesignSystemLabels = { ...FRENCH };
  for (const group of Object.keys(own) as (keyof typeof own)[]) {
    french[group] = { ...FRENCH[group], ...own[group] } as never;
  }
  return french;
}
