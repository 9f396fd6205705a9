import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { Form, type FormErrors, type FormValues } from '../Form';
import { SubmitButton } from '../SubmitButton';
import { Checkbox } from './Checkbox';

function TermsForm({ onSend }: { onSend: (values: FormValues) => void }) {
  const [errors, setErrors] = useState<FormErrors>();
  return (
    <Form
      aria-label="Sign up"
      errors={errors}
      onSubmit={(values) => {
        const next = { terms: values.terms ? undefined : 'Accept the terms to go on.' };
        setErrors(next);
        if (!next.terms) onSend(values);
      }}
    >
      <Checkbox label="Send me the newsletter" name="newsletter" value="yes" />
      <Checkbox label="I accept the terms" name="terms" isRequired description="Read them first." />
      <SubmitButton label="Sign up" submittingLabel="Signing up…" />
    </Form>
  );
}

describe('Checkbox', () => {
  it('is a native checkbox named by its label, described by its help text, toggled by Space', async () => {
    render(<Checkbox label="Remember me" name="remember" description="On this device only." />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).toHaveAccessibleDescription('On this device only.');
    expect(box).not.toBeChecked();
    await userEvent.tab();
    expect(box).toHaveFocus();
    expect(box.closest('label')).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(box.closest('label')).toHaveAttribute('data-selected');
  });

  it('toggles when its label is clicked', async () => {
    render(<Checkbox label="Remember me" />);
    await userEvent.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('posts its value with the form only when ticked, and shows the form’s error for its name', async () => {
    const onSend = jest.fn();
    render(<TermsForm onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toBeRequired();
    expect(terms).toHaveAccessibleDescription('Read them first. Accept the terms to go on.');
    expect(terms).toHaveFocus();
    expect(terms.closest('label')).toHaveAttribute('data-invalid');

    await userEvent.click(terms);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSend).toHaveBeenCalledWith({ terms: 'on' });
    expect(terms).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me the newsletter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSend).toHaveBeenLastCalledWith({ newsletter: 'yes', terms: 'on' });
  });

  it('follows `isSelected` when controlled and reports changes', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="Remember me" isSelected onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('cannot be changed when disabled', async () => {
    render(<Checkbox label="Remember me" isDisabled />);
    const box = screen.getByRole('checkbox');
    expect(box).toBeDisabled();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    expect(box.closest('label')).toHaveAttribute('data-disabled');
  });

  it('has no axe violations, with help text and with an error', async () => {
    const { container } = render(
      <>
        <Checkbox label="Remember me" description="On this device only." />
        <Checkbox label="I accept the terms" isRequired errorMessage="Accept the terms." />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
