import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../private/storyLocale';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/docs/', children: 'Docs', variant: 'inline' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['inline', 'standalone', 'quiet', 'primaryAction', 'secondaryAction'],
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  render: (args, { globals }) => (
    <Link {...args}>{localized(globals, { en: 'Read the documentation', fr: 'Lire la documentation' })}</Link>
  ),
};

export const External: Story = {
  args: { href: 'https://community.foyer.example' },
  render: (args, { globals }) => (
    <Link
      {...args}
      opensInNewTabLabel={localized(globals, { en: '(opens in a new tab)', fr: '(ouvre un nouvel onglet)' })}
    >
      {localized(globals, { en: 'Community forum', fr: 'Forum de la communauté' })}
    </Link>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone' } };

/** A call to action: a link shaped like the primary button. */
export const PrimaryAction: Story = {
  args: { variant: 'primaryAction', href: '/docs/installation/docker/' },
  render: (args, { globals }) => (
    <Link {...args}>{localized(globals, { en: 'Install Foyer', fr: 'Installer Foyer' })}</Link>
  ),
};

/** A secondary call to action, beside a primary one. */
export const SecondaryAction: Story = {
  args: { variant: 'secondaryAction', href: '/plus/' },
  render: (args, { globals }) => (
    <Link {...args}>{localized(globals, { en: 'Discover Foyer Plus', fr: 'Découvrir Foyer Plus' })}</Link>
  ),
};
