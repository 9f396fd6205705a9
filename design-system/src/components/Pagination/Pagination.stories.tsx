import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../private/storyLocale';
import { Pagination, type PaginationLabels } from './Pagination';

const labels: Record<'en' | 'fr', PaginationLabels> = {
  en: {
    navigation: 'Blog pages',
    previous: 'Newer posts',
    next: 'Older posts',
    page: (page) => `Page ${page}`,
  },
  fr: {
    navigation: 'Pages du blog',
    previous: 'Articles plus récents',
    next: 'Articles plus anciens',
    page: (page) => `Page ${page}`,
  },
};

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    currentPage: 3,
    totalPages: 5,
    hrefFor: (page: number) => (page === 1 ? '/blog/' : `/blog/page/${page}/`),
    labels: labels.en,
  },
  // The labels are the toolbar locale's; a component cannot be typed into a control.
  argTypes: { labels: { control: false }, LinkComponent: { control: false } },
  render: (args, { globals }) => {
    const prefix = localized(globals, { en: '/blog/', fr: '/fr/blog/' });
    return (
      <Pagination
        {...args}
        hrefFor={(page) => (page === 1 ? prefix : `${prefix}page/${page}/`)}
        labels={localized(globals, labels)}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest posts: no link to newer ones. */
export const FirstPage: Story = { args: { currentPage: 1 } };

export const MiddlePage: Story = {};

/** The oldest posts: no link to older ones. */
export const LastPage: Story = { args: { currentPage: 5 } };

/** Twenty pages: the first, the last and the current one's neighbours, with gaps. */
export const ManyPages: Story = { args: { currentPage: 10, totalPages: 20 } };
