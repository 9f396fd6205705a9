import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, localizedArg } from '../../components/private/storyLocale';
import { PostSidebar, type PostSidebarGroup } from './PostSidebar';

const content: Record<'en' | 'fr', { title: string; groups: PostSidebarGroup[] }> = {
  en: {
    title: 'All posts',
    groups: [
      {
        label: '2025',
        posts: [
          { title: 'Foyer 4.58: quieter updates', href: '/blog/foyer-4-58/' },
          { title: 'Foyer 4.55: an MCP server', href: '/blog/foyer-4-55/' },
        ],
      },
      {
        label: '2024',
        posts: [
          { title: '2024 in review', href: '/blog/2024-in-review/' },
          { title: 'Suggestions that wait for your yes', href: '/blog/proactive-ai/' },
          { title: 'Your devices in Apple Home', href: '/blog/homekit/' },
        ],
      },
    ],
  },
  fr: {
    title: 'Tous les articles',
    groups: [
      {
        label: '2025',
        posts: [
          { title: 'Foyer 4.58 : des mises à jour plus discrètes', href: '/fr/blog/foyer-4-58/' },
          { title: 'Foyer 4.55 : un serveur MCP', href: '/fr/blog/foyer-4-55/' },
        ],
      },
      {
        label: '2024',
        posts: [
          { title: 'Bilan 2024', href: '/fr/blog/2024-in-review/' },
          { title: 'Des suggestions qui attendent votre accord', href: '/fr/blog/proactive-ai/' },
          { title: 'Vos appareils dans Maison d’Apple', href: '/fr/blog/homekit/' },
        ],
      },
    ],
  },
};

const meta = {
  title: 'Foyer/PostSidebar',
  component: PostSidebar,
  tags: ['autodocs'],
  args: { ...content.en, currentHref: '/blog/proactive-ai/' },
  // The posts are the toolbar locale's.
  argTypes: { groups: { control: false } },
  render: (args, { globals }) => {
    const currentHref = globals.locale === 'fr' ? `/fr${args.currentHref ?? ''}` : args.currentHref;
    return (
      <div style={{ maxWidth: '16rem' }}>
        <PostSidebar
          {...args}
          title={localizedArg(globals, args.title, { en: content.en.title, fr: content.fr.title })}
          groups={localized(globals, content).groups}
          currentHref={currentHref}
        />
      </div>
    );
  },
} satisfies Meta<typeof PostSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Posts grouped by year, the post being read highlighted. */
export const GroupedByYear: Story = {};

/** On a list page no post is current. */
export const NoCurrentPost: Story = { args: { currentHref: undefined } };

/** Inside a menu that already shows the title (the mobile menu): the title is read, not shown. */
export const TitleHidden: Story = { args: { hideTitle: true } };
