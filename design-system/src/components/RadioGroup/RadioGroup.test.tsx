import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { Form, type FormErrors, type FormValues } from '../Form';
import { SubmitButton } from '../SubmitButton';
import { Radio, RadioGroup } from './RadioGroup';

function Plans(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Plan" name="plan" description="You can change it later." {...props}>
      <Radio value="free">Free</Radio>
      <Radio value="plus" description="Remote access included.">
        Plus
      </Radio>
      <Radio value="team" isDisabled>
        Team
      </Radio>
    </RadioGroup>
  );
}

function PlanForm({ onSend }: { onSend: (values: FormValues) => void }) {
  const [errors, setErrors] = useState<FormErrors>();
  return (
    <Form
      aria-label="Subscribe"
      errors={errors}
      onSubmit={(values) => {
        const next = { plan: values.plan ? undefined : 'Choose a plan.' };
        setErrors(next);
        if (!next.plan) onSend(values);
      }}
    >
      <Plans isRequired />
      <SubmitButton label="Subscribe" submittingLabel="Subscribing…" />
    </Form>
  );
}

describe('RadioGroup', () => {
  it('is a named, described group of native radio buttons sharing its name', () => {
    render(<Plans />);
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group).toHaveAccessibleDescription('You can change it later.');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(['plan', 'plan', 'plan']);
    expect(screen.getByRole('radio', { name: 'Plus' })).toHaveAccessibleDescription(
      'Remote access included. You can change it later.',
    );
    expect(screen.getByRole('radio', { name: 'Team' })).toBeDisabled();
  });

  it('is entered with Tab at the chosen option and changed with the arrow keys, skipping disabled ones', async () => {
    render(
      <>
        <Plans defaultValue="plus" />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Plus' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Free' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Free' }).closest('label')).toHaveAttribute('data-selected');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Plus' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('reports the chosen value when controlled', async () => {
    const onChange = jest.fn();
    render(<Plans value="free" onChange={onChange} />);
    await userEvent.click(screen.getByText('Plus'));
    expect(onChange).toHaveBeenCalledWith('plus');
    expect(screen.getByRole('radio', { name: 'Free' })).toBeChecked();
  });

  it('posts the chosen value with the form, and shows the form’s error for its name', async () => {
    const onSend = jest.fn();
    render(<PlanForm onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('You can change it later. Choose a plan.');
    expect(group).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.click(screen.getByText('Plus'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSend).toHaveBeenCalledWith({ plan: 'plus' });
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('has no axe violations, with help text and with an error', async () => {
    const { container } = render(
      <>
        <Plans />
        <Plans name="other" label="Other plan" errorMessage="Choose a plan." />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
