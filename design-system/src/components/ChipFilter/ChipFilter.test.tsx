import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChipFilter } from './ChipFilter';

const options = [
  { value: 'zigbee', label: 'Zigbee', count: 6 },
  { value: 'matter', label: 'Matter', count: 3 },
  { value: 'mqtt', label: 'MQTT' },
];

function Filter({ onChange = () => undefined }: { onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['matter']);
  return (
    <ChipFilter
      label="Technologies"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ChipFilter', () => {
  it('is a group of checkboxes named by its label, each named by its option and count', () => {
    render(<Filter />);
    const group = screen.getByRole('group', { name: 'Technologies' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Zigbee (6)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Matter (3)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'MQTT' })).not.toBeChecked();
  });

  it('combines options: a click adds one to the selection, another removes it', async () => {
    const onChange = jest.fn();
    render(<Filter onChange={onChange} />);
    await userEvent.click(screen.getByText('Zigbee'));
    expect(onChange).toHaveBeenLastCalledWith(['matter', 'zigbee']);
    expect(screen.getByRole('checkbox', { name: 'Zigbee (6)' })).toBeChecked();
    await userEvent.click(screen.getByText('Matter'));
    expect(onChange).toHaveBeenLastCalledWith(['zigbee']);
  });

  it('toggles from the keyboard with Tab and Space', async () => {
    render(<Filter />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Zigbee (6)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Zigbee (6)' })).toBeChecked();
    expect(screen.getByText('Zigbee').closest('label')).toHaveAttribute('data-selected', 'true');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Filter />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
