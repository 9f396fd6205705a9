import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../private/storyLocale';
import { ColorModeToggle } from './ColorModeToggle';

const labels = {
  en: { switchToLight: 'Switch to light mode', switchToDark: 'Switch to dark mode' },
  fr: { switchToLight: 'Passer en mode clair', switchToDark: 'Passer en mode sombre' },
};

const meta = {
  title: 'Primitives/ColorModeToggle',
  component: ColorModeToggle,
  tags: ['autodocs'],
  args: { labels: labels.en },
  // The labels are the toolbar locale's.
  argTypes: { labels: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Toggles the colour mode of the whole page. Pressing it here changes the Storybook theme too, as it does on the site.',
      },
    },
  },
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <ColorModeToggle {...args} labels={localized(globals, labels)} />,
};

export const Small: Story = {
  args: { size: 'sm' },
  render: (args, { globals }) => <ColorModeToggle {...args} labels={localized(globals, labels)} />,
};
