import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navbar, RepositoryIcon, type NavbarItem } from '@foyer/design-system';
import {
  colorModeToggleLabelsFr,
  mobileSidebarLabelsFr,
  navbarLabelsFr,
  searchButtonLabelsFr,
} from '@foyer/design-system/labels';
import { FrenchLabels } from '../i18n/FrenchLabels';
import { navbarEntries, type NavbarEntry } from '../config/navigation';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../i18n/languages';
import { localizePath, switchLanguageUrl } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';

/** The French sets of what the navbar holds, loaded with the navbar's island (src/lazy/islands.ts). */
const NAVBAR_FRENCH = {
  navbar: navbarLabelsFr,
  colorModeToggle: colorModeToggleLabelsFr,
  mobileSidebar: mobileSidebarLabelsFr,
  searchButton: searchButtonLabelsFr,
};

interface SearchActions {
  onSearch: () => void;
  onSearchPreload: () => void;
}

function toNavbarItem(
  entry: NavbarEntry,
  language: Language,
  t: (key: string) => string,
  search: SearchActions,
): NavbarItem {
  const label = t(entry.labelKey);
  switch (entry.type) {
    case 'link': {
      const to = localizePath(entry.to, language);
      return { label, href: to, position: entry.position, activeBasePath: entry.to === '/' ? undefined : to };
    }
    case 'external':
      return {
        label,
        href: entry.href,
        position: entry.position,
        icon: entry.icon === 'repository' ? <RepositoryIcon /> : undefined,
      };
    case 'dropdown':
      return {
        type: 'dropdown',
        label,
        position: entry.position,
        items: entry.items.map((item) => ({ label: t(item.labelKey), href: item.href })),
      };
    case 'locale':
      return {
        type: 'locale',
        label,
        position: entry.position,
        currentLocale: language,
        locales: LANGUAGES.map((code) => ({ locale: code, label: LANGUAGE_NAMES[code] })),
        hrefFor: (target, location) => switchLanguageUrl(location, isLanguage(target) ? target : language),
      };
    case 'search':
      return {
        type: 'search',
        label,
        position: entry.position,
        onPress: search.onSearch,
        onPreload: search.onSearchPreload,
      };
    case 'colour-toggle':
      return {
        type: 'colour-toggle',
        label,
        position: entry.position,
      };
  }
}

export interface SiteNavbarProps {
  /** The page's own menu (docs sidebar, blog posts), offered inside the mobile menu. */
  secondaryMenu?: ReactNode;
  /** Title of that menu in the mobile menu; the docs sidebar's by default. */
  secondaryMenuTitle?: string;
  /** Opens the search; hovering or focusing its button preloads it. */
  onSearch: () => void;
  onSearchPreload: () => void;
}

export function SiteNavbar({
  secondaryMenu,
  secondaryMenuTitle,
  onSearch,
  onSearchPreload,
}: SiteNavbarProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const items = navbarEntries
    .filter((entry) => !('languages' in entry) || !entry.languages || entry.languages.includes(language))
    .map((entry) => toNavbarItem(entry, language, t, { onSearch, onSearchPreload }));
  return (
    <FrenchLabels labels={NAVBAR_FRENCH}>
      <Navbar
        brand={{ label: t('siteName'), href: localizePath('/', language) }}
        items={items}
        secondaryMenu={secondaryMenu}
        secondaryMenuTitle={secondaryMenu ? (secondaryMenuTitle ?? t('docs.sidebar')) : undefined}
      />
    </FrenchLabels>
  );
}
