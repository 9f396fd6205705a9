import { externalLinks } from './externalLinks';
import type { Language } from '../i18n/languages';

/**
 * The navbar of the spec (SPEC §2), as data. Labels are keys of
 * locales/<language>/common.json; `to` is a language-neutral path of this site,
 * `href` an external address. components/SiteNavbar renders them; the footer's
 * columns live in ./footer, so they load with the footer and not with every page.
 */
export type NavbarEntry =
  | { type: 'link'; labelKey: string; to: string; position: 'left' | 'right'; languages?: Language[] }
  | {
      type: 'external';
      labelKey: string;
      href: string;
      position: 'left' | 'right';
      icon?: 'repository';
      languages?: Language[];
    }
  | {
      type: 'dropdown';
      labelKey: string;
      position: 'left' | 'right';
      items: { labelKey: string; href: string }[];
    }
  | { type: 'locale' | 'search' | 'colour-toggle'; labelKey: string; position: 'right' };

export const navbarEntries: NavbarEntry[] = [
  { type: 'link', labelKey: 'nav.docs', to: '/docs/', position: 'left' },
  { type: 'link', labelKey: 'nav.blog', to: '/blog/', position: 'left' },
  { type: 'link', labelKey: 'nav.plus', to: '/plus/', position: 'left' },
  {
    type: 'external',
    labelKey: 'nav.training',
    href: externalLinks.trainingFrench,
    position: 'left',
    languages: ['fr'],
  },
  {
    type: 'dropdown',
    labelKey: 'nav.community',
    position: 'left',
    items: [
      { labelKey: 'nav.communityEnglish', href: externalLinks.communityEnglish },
      { labelKey: 'nav.communityFrench', href: externalLinks.communityFrench },
    ],
  },
  { type: 'locale', labelKey: 'nav.languageMenu', position: 'right' },
  {
    type: 'external',
    labelKey: 'nav.sourceCode',
    href: externalLinks.repository,
    position: 'right',
    icon: 'repository',
  },
  { type: 'external', labelKey: 'nav.login', href: externalLinks.plusLogin, position: 'right' },
  { type: 'search', labelKey: 'nav.search', position: 'right' },
  { type: 'colour-toggle', labelKey: 'colorMode.label', position: 'right' },
];
