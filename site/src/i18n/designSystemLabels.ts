import type { PartialDesignSystemLabels } from '@foyer/design-system';

type Translate = (key: string) => string;

/**
 * The design system's labels in the page's language, from the site's own strings
 * (`common` namespace of locales/<language>/common.json), so no component of a page
 * falls back to the package's English. Components given a label of their own keep it.
 */
export function designSystemLabels(t: Translate): PartialDesignSystemLabels {
  return {
    link: { opensInNewTab: t('externalLink') },
    footer: { opensInNewTab: t('externalLink') },
    navbar: {
      navigation: t('nav.label'),
      openMenu: t('nav.openMenu'),
      closeMenu: t('nav.closeMenu'),
      mobileMenu: t('nav.mobileMenu'),
      mainMenu: t('nav.mainMenu'),
      opensInNewTab: t('externalLink'),
      language: t('nav.language'),
    },
    colorModeToggle: {
      switchToLight: t('colorMode.switchToLight'),
      switchToDark: t('colorMode.switchToDark'),
    },
    docSidebar: { navigation: t('docs.sidebar') },
    tableOfContents: { title: t('docs.toc') },
    progressBar: { loading: t('routeLoading') },
    announcementBar: { dismiss: t('announcement.dismiss') },
    imageWithFallback: {
      notFound: t('image.notFound'),
      offline: t('image.offline'),
      retry: t('image.retry'),
    },
    lazyBoundary: { loading: t('island.loading'), retry: t('island.retry'), errorTitle: t('island.error') },
  };
}
