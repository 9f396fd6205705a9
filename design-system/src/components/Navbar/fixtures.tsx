import { enLabels } from '../../labels/en';
import { frLabels } from '../../labels/fr';
import { RepositoryIcon } from './RepositoryIcon';
import type { NavbarItem, NavbarLabels } from './types';

/** The package's own label sets: what the stories and tests show in each locale. */
export const navbarLabels: Record<'en' | 'fr', NavbarLabels> = { en: enLabels.navbar, fr: frLabels.navbar };

/** Realistic navbar data for stories and tests, in both languages. */
export function navbarItems(locale: 'en' | 'fr', onSearch?: () => void): NavbarItem[] {
  const fr = locale === 'fr';
  const prefix = fr ? '/fr' : '';
  return [
    { label: 'Docs', href: `${prefix}/docs/`, activeBasePath: `${prefix}/docs/` },
    { label: 'Blog', href: `${prefix}/blog/`, activeBasePath: `${prefix}/blog/` },
    { label: 'Plus', href: `${prefix}/plus/` },
    ...(fr ? [{ label: 'Formation', href: 'https://formation.foyer.example' }] : []),
    {
      type: 'dropdown',
      label: fr ? 'Communauté' : 'Community',
      items: [
        {
          label: fr ? 'Communauté anglophone' : 'English community',
          href: 'https://community.foyer.example',
        },
        {
          label: fr ? 'Communauté francophone' : 'French community',
          href: 'https://communaute.foyer.example',
        },
      ],
    },
    {
      type: 'locale',
      position: 'right',
      label: fr ? 'Langue' : 'Language',
      currentLocale: locale,
      locales: [
        { locale: 'en', label: 'English' },
        { locale: 'fr', label: 'Français' },
      ],
      hrefFor: (target, { pathname, search, hash }) => {
        const neutral = pathname.replace(/^\/fr(\/|$)/, '/');
        return `${target === 'fr' ? `/fr${neutral}` : neutral}${search}${hash}`;
      },
    },
    {
      position: 'right',
      label: fr ? 'Code source' : 'Source code',
      href: 'https://git.foyer.example/foyer/foyer',
      icon: <RepositoryIcon />,
    },
    { position: 'right', label: fr ? 'Connexion' : 'Login', href: 'https://plus.foyer.example/login' },
    { type: 'search', position: 'right', label: fr ? 'Rechercher' : 'Search', onPress: onSearch },
    {
      type: 'colour-toggle',
      position: 'right',
      label: fr ? 'Mode de couleur' : 'Colour mode',
      labels: (fr ? frLabels : enLabels).colorModeToggle,
    },
  ];
}
