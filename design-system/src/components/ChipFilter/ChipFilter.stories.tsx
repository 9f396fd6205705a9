import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../private/storyLocale';
import { ChipFilter, type ChipFilterOption } from './ChipFilter';

const technologies: ChipFilterOption[] = [
  { value: 'zigbee', label: 'Zigbee', count: 6 },
  { value: 'matter', label: 'Matter', count: 3 },
  { value: 'wifi', label: 'Wi-Fi', count: 11 },
  { value: 'mqtt', label: 'MQTT', count: 4 },
  { value: 'voice', label: 'Voice', count: 3 },
];

function Interactive({ initial, globals }: { initial: string[]; globals: Record<string, unknown> }) {
  const [value, setValue] = useState(initial);
  return (
    <ChipFilter
      label={localized(globals, { en: 'Technologies', fr: 'Technologies' })}
      options={technologies.map((option) =>
        option.value === 'voice'
          ? { ...option, label: localized(globals, { en: 'Voice', fr: 'Voix' }) }
          : option,
      )}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = {
  title: 'Components/ChipFilter',
  component: ChipFilter,
  tags: ['autodocs'],
  args: { label: 'Technologies', options: technologies, value: [], onChange: () => undefined },
} satisfies Meta<typeof ChipFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: every item shows. */
export const NoneSelected: Story = {
  render: (_args, { globals }) => <Interactive initial={[]} globals={globals} />,
};

/** Two technologies combined. */
export const TwoSelected: Story = {
  render: (_args, { globals }) => <Interactive initial={['zigbee', 'mqtt']} globals={globals} />,
};

/** On a phone the chips wrap onto several lines. */
export const MobileWrapped: Story = {
  render: (_args, { globals }) => <Interactive initial={['wifi']} globals={globals} />,
};
