import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, localizedArgs } from '../private/storyLocale';
import { Footer, type FooterColumn, type FooterProps, type FooterSocial } from './Footer';
import { SocialIcon } from '../../foyer/SocialIcon';

interface FooterLabels {
  columns: FooterColumn[];
  social: FooterSocial;
  copyright: string;
  opensInNewTabLabel: string;
  label: string;
}

const labels: Record<'en' | 'fr', FooterLabels> = {
  en: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', href: '/docs/getting-started/' },
          { label: 'Integrations', href: '/docs/integrations/' },
          { label: 'Privacy', href: '/docs/privacy/' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Forum', href: 'https://forum.foyer.example' },
          { label: 'Blog', href: '/blog/' },
          { label: 'Contribute', href: '/docs/contributing/' },
        ],
      },
      {
        title: 'Project',
        items: [
          { label: 'About', href: '/about/' },
          { label: 'Source code', href: 'https://code.foyer.example/foyer' },
        ],
      },
    ],
    social: {
      title: 'Follow Foyer',
      links: [
        {
          label: 'Foyer on Mastodon',
          href: 'https://social.foyer.example/@foyer',
          icon: <SocialIcon name="mastodon" />,
        },
        {
          label: 'Foyer videos',
          href: 'https://video.foyer.example/foyer',
          icon: <SocialIcon name="youtube" />,
        },
        {
          label: 'Foyer on LinkedIn',
          href: 'https://pro.foyer.example/foyer',
          icon: <SocialIcon name="linkedin" />,
        },
        { label: 'Blog RSS feed', href: '/blog/rss.xml', icon: <SocialIcon name="rss" /> },
        { label: 'Community forum', href: 'https://forum.foyer.example', icon: <SocialIcon name="forum" /> },
        { label: 'Source code', href: 'https://code.foyer.example/foyer', icon: <SocialIcon name="git" /> },
      ],
    },
    copyright: 'Copyright © 2025 Foyer. The core software is free and open source.',
    opensInNewTabLabel: '(opens in a new tab)',
    label: 'Site footer',
  },
  fr: {
    columns: [
      {
        title: 'Documentation',
        items: [
          { label: 'Premiers pas', href: '/fr/docs/getting-started/' },
          { label: 'Intégrations', href: '/fr/docs/integrations/' },
          { label: 'Vie privée', href: '/fr/docs/privacy/' },
        ],
      },
      {
        title: 'Communauté',
        items: [
          { label: 'Forum', href: 'https://forum.foyer.example' },
          { label: 'Blog', href: '/fr/blog/' },
          { label: 'Contribuer', href: '/fr/docs/contributing/' },
        ],
      },
      {
        title: 'Projet',
        items: [
          { label: 'À propos', href: '/fr/about/' },
          { label: 'Code source', href: 'https://code.foyer.example/foyer' },
        ],
      },
    ],
    social: {
      title: 'Suivre Foyer',
      links: [
        {
          label: 'Foyer sur Mastodon',
          href: 'https://social.foyer.example/@foyer',
          icon: <SocialIcon name="mastodon" />,
        },
        {
          label: 'Vidéos de Foyer',
          href: 'https://video.foyer.example/foyer',
          icon: <SocialIcon name="youtube" />,
        },
        {
          label: 'Foyer sur LinkedIn',
          href: 'https://pro.foyer.example/foyer',
          icon: <SocialIcon name="linkedin" />,
        },
        { label: 'Flux RSS du blog', href: '/fr/blog/rss.xml', icon: <SocialIcon name="rss" /> },
        {
          label: 'Forum de la communauté',
          href: 'https://forum.foyer.example',
          icon: <SocialIcon name="forum" />,
        },
        { label: 'Code source', href: 'https://code.foyer.example/foyer', icon: <SocialIcon name="git" /> },
      ],
    },
    copyright: 'Copyright © 2025 Foyer. Le logiciel de base est libre et gratuit.',
    opensInNewTabLabel: '(ouvre un nouvel onglet)',
    label: 'Pied de page du site',
  },
};

function texts({ copyright, opensInNewTabLabel, label }: FooterLabels) {
  return { copyright, opensInNewTabLabel, label };
}

/** The toolbar locale's columns and social links, and its texts unless changed in their controls. */
function localizedFooter(globals: Record<string, unknown>, args: FooterProps) {
  const { columns, social } = localized(globals, labels);
  return { columns, social, ...localizedArgs(globals, args, { en: texts(labels.en), fr: texts(labels.fr) }) };
}

const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: { ...labels.en },
  // The links are the toolbar locale's; a component cannot be typed into a control.
  argTypes: { columns: { control: false }, social: { control: false }, LinkComponent: { control: false } },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <Footer {...args} {...localizedFooter(globals, args)} />,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutSocialLinks: Story = {
  render: (args, { globals }) => <Footer {...args} {...localizedFooter(globals, args)} social={undefined} />,
};

/** Below 768 px the columns stack. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
