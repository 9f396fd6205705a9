import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartialDesignSystemLabels } from '@foyer/design-system';
import { usePageLanguage } from './usePageLanguage';

/**
 * The design system's labels in the page's language, from the site's own strings
 * (locales/<language>/common.json): given once to the provider in Layout, so no
 * component of the page falls back to the package's English.
 */
export function useDesignSystemLabels(): PartialDesignSystemLabels {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  return useMemo(
    () => ({
      link: { externalLink: t('externalLink') },
      footer: { externalLink: t('externalLink') },
      navbar: {
        navigation: t('nav.label'),
        openMenu: t('nav.openMenu'),
        closeMenu: t('nav.closeMenu'),
        mobileMenu: t('nav.mobileMenu'),
        mainMenu: t('nav.mainMenu'),
        externalLink: t('externalLink'),
        language: t('nav.language'),
      },
      colorModeToggle: {
        switchToLight: t('colorMode.switchToLight'),
        switchToDark: t('colorMode.switchToDark'),
      },
      docSidebar: { navigation: t('docs.sidebar') },
      tableOfContents: { title: t('docs.toc') },
      progressBar: { loading: t('routeLoading') },
      errorPage: { title: t('crash.title'), retry: t('crash.retry') },
      announcementBar: { dismiss: t('announcement.dismiss') },
      imageWithFallback: {
        notFound: t('image.notFound'),
        offline: t('image.offline'),
        retry: t('image.retry'),
      },
      lazyBoundary: { loading: t('island.loading'), retry: t('island.retry'), errorTitle: t('island.error') },
    }),
    // The strings change with the page's language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
}
