import { externalLinks } from './externalLinks';
import { SITE_PRIVACY_PATH } from './routes';

/**
 * The footer of the spec (SPEC §2), as data: three columns, the social links among
 * them. Labels are keys of locales/<language>/common.json; `to` is a language-neutral
 * path of this site, `href` an external address. components/SiteFooter renders them.
 */
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
      { labelKey: 'footer.privacy', to: SITE_PRIVACY_PATH },
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
