import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, localizedArgs } from '../../components/private/storyLocale';
import { PostCard, type PostCardProps } from './PostCard';

const posts = {
  en: {
    release: {
      title: 'Foyer 4 is out: faster scenes and local voice control',
      href: '/blog/foyer-4/',
      formattedDate: '12 March 2025',
      readingTime: '5 min read',
      excerpt:
        'Scenes now run in under 50 ms on a Raspberry Pi, the energy dashboard learns your tariffs, and voice commands never leave your home.',
    },
    privacy: {
      title: 'Why Foyer keeps your data at home',
      href: '/blog/data-at-home/',
      formattedDate: '3 February 2025',
      readingTime: '3 min read',
      excerpt: 'No account, no cloud relay, no telemetry by default: the reasons behind our choices.',
    },
    labels: { by: 'By' },
  },
  fr: {
    release: {
      title: 'Foyer 4 est sorti : scènes plus rapides et commande vocale locale',
      href: '/fr/blog/foyer-4/',
      formattedDate: '12 mars 2025',
      readingTime: '5 min de lecture',
      excerpt:
        'Les scènes s’exécutent en moins de 50 ms sur un Raspberry Pi, le tableau de bord énergie apprend vos tarifs et les commandes vocales ne quittent jamais votre maison.',
    },
    privacy: {
      title: 'Pourquoi Foyer garde vos données à la maison',
      href: '/fr/blog/donnees-a-la-maison/',
      formattedDate: '3 février 2025',
      readingTime: '3 min de lecture',
      excerpt:
        'Pas de compte, pas de relais dans le cloud, pas de télémétrie par défaut : les raisons de nos choix.',
    },
    labels: { by: 'Par' },
  },
};

/** An original, decorative cover: a house under a sun. */
function Cover() {
  return (
    <svg viewBox="0 0 640 240" width="640" height="240" aria-hidden="true" focusable="false">
      <rect width="640" height="240" fill="#1f3b57" />
      <circle cx="520" cy="70" r="34" fill="#ffb866" />
      <path d="M220 200V120l100-70 100 70v80z" fill="#f1f3f6" />
      <rect x="300" y="145" width="40" height="55" fill="#9a4400" />
      <rect x="0" y="200" width="640" height="40" fill="#2f7d6d" />
    </svg>
  );
}

/** Renders the card with the post's texts in the toolbar's locale, until changed in their controls. */
function renderPost(post: 'release' | 'privacy') {
  return function PostStory(args: PostCardProps, { globals }: { globals: Record<string, unknown> }) {
    return (
      <div style={{ maxWidth: '46rem' }}>
        <PostCard
          {...args}
          {...localizedArgs(globals, args, { en: posts.en[post], fr: posts.fr[post] })}
          labels={localized(globals, posts).labels}
        />
      </div>
    );
  };
}

const meta = {
  title: 'Foyer/PostCard',
  component: PostCard,
  tags: ['autodocs'],
  args: {
    ...posts.en.release,
    date: '2025-03-12',
    author: { name: 'Camille Roux', href: '/blog/authors/camille-roux/' },
    labels: posts.en.labels,
  },
  // The labels are the toolbar locale's, the cover is a sample drawing; a component
  // cannot be typed into a control.
  argTypes: { labels: { control: false }, image: { control: false }, LinkComponent: { control: false } },
  render: renderPost('release'),
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Author linked to their page, and a cover picture. */
export const WithAuthorAndImage: Story = { args: { image: <Cover /> } };

/** Author without a page of their own: the name is plain text. */
export const AuthorWithoutPage: Story = { args: { author: { name: 'Sam Lee' } } };

/** No author, no cover: title, date, reading time and excerpt only. */
export const Minimal: Story = {
  args: { ...posts.en.privacy, date: '2025-02-03', author: undefined },
  render: renderPost('privacy'),
};
