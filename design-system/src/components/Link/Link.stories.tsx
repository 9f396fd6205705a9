import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedArg, localizedArgs, type StoryLocale } from '../private/storyLocale';
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
    // A component cannot be typed into a control.
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story whose text is `text` in the toolbar's locale, until changed in the `children` control. */
function withText(text: Record<StoryLocale, string>, story: Story = {}): Story {
  return {
    ...story,
    args: { ...story.args, children: text.en },
    render: (args, { globals }) => <Link {...args}>{localizedArg(globals, args.children, text)}</Link>,
  };
}

export const Internal: Story = withText({ en: 'Read the documentation', fr: 'Lire la documentation' });

export const External: Story = {
  args: {
    href: 'https://community.foyer.example',
    children: 'Community forum',
    opensInNewTabLabel: '(opens in a new tab)',
  },
  render: (args, { globals }) => (
    <Link
      {...args}
      {...localizedArgs(globals, args, {
        en: { children: 'Community forum', opensInNewTabLabel: '(opens in a new tab)' },
        fr: { children: 'Forum de la communauté', opensInNewTabLabel: '(ouvre un nouvel onglet)' },
      })}
    />
  ),
};

export const Standalone: Story = { args: { variant: 'standalone' } };

/** A call to action: a link shaped like the primary button. */
export const PrimaryAction: Story = withText(
  { en: 'Install Foyer', fr: 'Installer Foyer' },
  { args: { variant: 'primaryAction', href: '/docs/installation/docker/' } },
);

/** A secondary call to action, beside a primary one. */
export const SecondaryAction: Story = withText(
  { en: 'Discover Foyer Plus', fr: 'Découvrir Foyer Plus' },
  { args: { variant: 'secondaryAction', href: '/plus/' } },
);
