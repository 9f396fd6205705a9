import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localized } from '../private/storyLocale';
import { SearchButton } from './SearchButton';

const labels = { en: 'Search', fr: 'Rechercher' };

const meta = {
  title: 'Components/SearchButton',
  component: SearchButton,
  tags: ['autodocs'],
  args: { label: labels.en, onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Navbar trigger of the docs search. It shows Ctrl K, or ⌘ K on Apple platforms once mounted; the shortcut itself is registered by the search. Below 768 px the key hints are hidden.',
      },
    },
  },
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <SearchButton {...args} label={localized(globals, labels)} />,
};
