import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../private/storyLocale';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs';

const trails: Record<'en' | 'fr', BreadcrumbItem[]> = {
  en: [
    { label: 'Docs', href: '/docs/' },
    { label: 'Integrations', href: '/docs/integrations/' },
    { label: 'MQTT' },
  ],
  fr: [
    { label: 'Documentation', href: '/fr/docs/' },
    { label: 'Intégrations', href: '/fr/docs/integrations/' },
    { label: 'MQTT' },
  ],
};

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: trails.en },
  // The trail is the toolbar locale's; a component cannot be typed into a control.
  argTypes: { items: { control: false }, LinkComponent: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A navigation landmark (`breadcrumbs.navigation` label) with an ordered list: links through the provider’s `LinkComponent`, the current page last with `aria-current="page"` and not a link, separators hidden from assistive technologies. No client state: nothing to hydrate but its links.',
      },
    },
  },
  render: (args, { globals }) => <Breadcrumbs {...args} items={localized(globals, trails)} />,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two levels above the current page. */
export const Default: Story = {};

/** On a phone, a long trail wraps between crumbs. */
export const MobileWrapped: Story = {
  render: (args, { globals }) => {
    const trail = localized(globals, trails);
    return (
      <Breadcrumbs
        {...args}
        items={[
          ...trail.slice(0, 2),
          { label: 'Home Assistant and its add-ons', href: '/docs/integrations/ha/' },
          ...trail.slice(2),
        ]}
      />
    );
  },
};
