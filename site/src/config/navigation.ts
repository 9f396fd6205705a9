import { externalLinks } from './externalLinks';
import type { Language } from '../i18n/languages';

/**
 * The navbar and footer of the spec (SPEC §2), as data. Labels are keys of
 * locales/<language>/common.json; `to` is a language-neutral path of this site,
 * `href` an external address. components/SiteNavbar and SiteFooter render them.
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

export interface FooterColumnConfig {
  titleKey: string;
  items: ({ labelKey: string; to: string } | { labelKey: string; href: string })[];
}

export const footerColumns: FooterColumnConfig[] = [
  {
    titleKey: 'footer.gettingStarted',
    items: [
      { labelKey: 'footer.docs', to: '/docs/' },
      { labelKey: 'footer.starterKit', to: '/starter-kit/' },
      { labelKey: 'footer.miniPc', to: '/docs/installation/mini-pc/' },
      { labelKey: 'footer.synology', to: '/docs/installation/synology/' },
      { labelKey: 'footer.unraid', to: '/docs/installation/unraid/' },
      { labelKey: 'footer.freeboxDelta', to: '/docs/installation/freebox-delta/' },
    ],
  },
  {
    titleKey: 'footer.learnMore',
    items: [
      { labelKey: 'footer.sourceRepository', href: externalLinks.repository },
      { labelKey: 'footer.openFigures', to: '/open/' },
      { labelKey: 'footer.contact', to: '/contact/' },
      { labelKey: 'footer.donate', href: externalLinks.donation },
    ],
  },
];

export const footerSocial = {
  titleKey: 'footer.social',
  links: [
    { labelKey: 'footer.mastodon', href: externalLinks.social.mastodon, icon: 'mastodon' },
    { labelKey: 'footer.youtube', href: externalLinks.social.youtube, icon: 'youtube' },
    { labelKey: 'footer.linkedin', href: externalLinks.social.linkedin, icon: 'linkedin' },
  ],
} as const;
