import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { enLabels } from '../../labels/en';
import { frLabels } from '../../labels/fr';
import { localizedArg } from '../private/storyLocale';
import { SearchButton } from './SearchButton';

const labels = { en: enLabels.searchButton.label, fr: frLabels.searchButton.label };

const meta = {
  title: 'Components/SearchButton',
  component: SearchButton,
  tags: ['autodocs'],
  args: { label: labels.en, onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Navbar trigger of the docs search. It shows Ctrl K, or ⌘ K on Apple platforms once mounted; `useSearchShortcuts(search.open)` makes those keys (and /) open the search. Its label comes from the provider’s `searchButton` labels unless given. Below 768 px the key hints are hidden.',
      },
    },
  },
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <SearchButton {...args} label={localizedArg(globals, args.label, labels)} />,
};
