import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { localized, localizedArg } from '../private/storyLocale';
import { ChipFilter, type ChipFilterOption, type ChipFilterProps } from './ChipFilter';

const technologies: ChipFilterOption[] = [
  { value: 'zigbee', label: 'Zigbee', count: 6 },
  { value: 'matter', label: 'Matter', count: 3 },
  { value: 'wifi', label: 'Wi-Fi', count: 11 },
  { value: 'mqtt', label: 'MQTT', count: 4 },
  { value: 'voice', label: 'Voice', count: 3 },
];

function localizedOptions(globals: Record<string, unknown>): ChipFilterOption[] {
  return technologies.map((option) =>
    option.value === 'voice' ? { ...option, label: localized(globals, { en: 'Voice', fr: 'Voix' }) } : option,
  );
}

const meta = {
  title: 'Components/ChipFilter',
  component: ChipFilter,
  tags: ['autodocs'],
  args: { label: 'Technologies', options: technologies, value: [], onChange: fn() },
  // The chips are the toolbar locale's.
  argTypes: { options: { control: false } },
  // The selection lives in the story's args: toggling a chip updates the `value` control, and the control the chips.
  render: function Render(args, { globals }) {
    const [, updateArgs] = useArgs<ChipFilterProps>();
    return (
      <ChipFilter
        {...args}
        label={localizedArg(globals, args.label, { en: 'Technologies', fr: 'Technologies' })}
        options={localizedOptions(globals)}
        onChange={(value) => {
          args.onChange(value);
          updateArgs({ value });
        }}
      />
    );
  },
} satisfies Meta<typeof ChipFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: every item shows. */
export const NoneSelected: Story = {};

/** Two technologies combined. */
export const TwoSelected: Story = { args: { value: ['zigbee', 'mqtt'] } };

/** On a phone the chips wrap onto several lines. */
export const MobileWrapped: Story = { args: { value: ['wifi'] } };
