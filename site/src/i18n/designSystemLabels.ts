import type { PartialDesignSystemLabels } from '@foyer/design-system';
import {
  announcementBarLabelsFr,
  breadcrumbsLabelsFr,
  codeBlockLabelsFr,
  colorModeToggleLabelsFr,
  docSidebarLabelsFr,
  errorPageLabelsFr,
  footerLabelsFr,
  imageWithFallbackLabelsFr,
  lazyBoundaryLabelsFr,
  linkLabelsFr,
  mobileSidebarLabelsFr,
  navbarLabelsFr,
  paginationLabelsFr,
  progressBarLabelsFr,
  searchButtonLabelsFr,
  skipLinkLabelsFr,
  spinnerLabelsFr,
  submitButtonLabelsFr,
  tableOfContentsLabelsFr,
  textAreaLabelsFr,
} from '@foyer/design-system/labels';
import type { Language } from './languages';

type Translate = (key: string) => string;

/**
 * The package's French sets of the components every page may render. The search
 * dialog's set travels with the dialog (src/search/ui/searchModalLabels.ts), which
 * loads on demand, and the site uses no Select or Dialog: their strings stay out of
 * every page's JavaScript.
 */
const FRENCH: PartialDesignSystemLabels = {
  announcementBar: announcementBarLabelsFr,
  breadcrumbs: breadcrumbsLabelsFr,
  codeBlock: codeBlockLabelsFr,
  colorModeToggle: colorModeToggleLabelsFr,
  docSidebar: docSidebarLabelsFr,
  errorPage: errorPageLabelsFr,
  footer: footerLabelsFr,
  imageWithFallback: imageWithFallbackLabelsFr,
  lazyBoundary: lazyBoundaryLabelsFr,
  link: linkLabelsFr,
  mobileSidebar: mobileSidebarLabelsFr,
  navbar: navbarLabelsFr,
  pagination: paginationLabelsFr,
  progressBar: progressBarLabelsFr,
  searchButton: searchButtonLabelsFr,
  skipLink: skipLinkLabelsFr,
  spinner: spinnerLabelsFr,
  submitButton: submitButtonLabelsFr,
  tableOfContents: tableOfContentsLabelsFr,
  textArea: textAreaLabelsFr,
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
