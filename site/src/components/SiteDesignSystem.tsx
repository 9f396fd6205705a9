import type { ReactNode } from 'react';
import { navigate } from 'gatsby';
import { DesignSystemProvider } from '@foyer/design-system';
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
  children: ReactNode;
}

/**
 * The design system's settings for every page, set once (gatsby-browser and gatsby-ssr's
 * wrapPageElement): Gatsby's Link and navigate, the page's path and language. Colour
 * mode keeps the package's defaults (dark, key `foyer-color-mode`), which are the spec's
 * and what the head script in gatsby-ssr reads. Labels come from the site's own
 * translations, passed where each component is used.
 */
export function SiteDesignSystem({ pathname, children }: SiteDesignSystemProps) {
  const { language } = splitLanguage(pathname);
  return (
    <DesignSystemProvider
      LinkComponent={SiteLink}
      navigate={navigateWithinSite}
      currentPath={pathname}
      locale={REACT_ARIA_LOCALES[language]}
    >
      {children}
    </DesignSystemProvider>
  );
}
