import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedArg } from '../private/storyLocale';
import { Spinner } from './Spinner';

const labels = { en: 'Loading…', fr: 'Chargement…' };

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  // Stories show the spinner at once; in use it waits 200 ms before appearing.
  args: { label: labels.en, delayMs: 0 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          'Loading indicator that renders nothing until loading has lasted `delayMs` (200 ms by default), then a `status` region with a visually hidden label. The mark stands still under reduced motion.',
      },
    },
  },
  render: (args, { globals }) => <Spinner {...args} label={localizedArg(globals, args.label, labels)} />,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };
