import { useMemo, type ReactNode } from 'react';
import { navigate } from 'gatsby';
import { DesignSystemProvider } from '@foyer/design-system';
import { designSystemLabels } from '../i18n/designSystemLabels';
import { headTranslator } from '../i18n/headTranslator';
import type { LocaleStringsData } from '../i18n/localeStrings';
import { splitLanguage } from '../i18n/routing';
import type { Language } from '../i18n/languages';
import { SiteLink } from './SiteLink';

/** react-aria ships only these two locales' strings (gatsby-node's optimize-locales plugin). */
const REACT_ARIA_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

function navigateWithinSite(href: string): void {
  void navigate(href);
}

export interface SiteDesignSystemProps {
  pathname: string;
  /** The page's data: its UI strings (`locales`) give the components their labels. */
  data: unknown;
  children: ReactNode;
}

function hasLocaleStrings(data: unknown): data is LocaleStringsData {
  return typeof data === 'object' && data !== null && 'locales' in data;
}

/**
 * The design system's settings for every page, set once in gatsby-browser's and
 * gatsby-ssr's wrapPageElement: Gatsby's Link and navigate, the page's path and
 * language, and the labels in that language. It sits outside the i18next provider
 * (the site's wrapper is the outermost), so it reads the page's strings itself, as
 * the Head export does. Colour mode keeps the package's defaults (dark, the key
 * `foyer-color-mode`): the spec's, and what gatsby-ssr's head script reads. So do the
 * tabs' remembered choices (`foyer-tab-choices`, `?tabs=group:tab`).
 */
export function SiteDesignSystem({ pathname, data, children }: SiteDesignSystemProps) {
  const { language } = splitLanguage(pathname);
  const labels = useMemo(
    () => (hasLocaleStrings(data) ? designSystemLabels(language, headTranslator(data, 'common')) : undefined),
    [data, language],
  );
  return (
    <DesignSystemProvider
      LinkComponent={SiteLink}
      navigate={navigateWithinSite}
      currentPath={pathname}
      locale={REACT_ARIA_LOCALES[language]}
      labels={labels}
    >
      {children}
    </DesignSystemProvider>
  );
}
