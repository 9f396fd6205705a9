import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { FormEvent } from 'react';
import { SubmitButton } from './SubmitButton';

function PlainForm({ isSubmitting, onSubmit }: { isSubmitting: boolean; onSubmit: () => void }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form aria-label="Newsletter" onSubmit={submit}>
      <SubmitButton
        label="S’inscrire"
        submittingLabel="Inscription en cours..."
        isSubmitting={isSubmitting}
      />
    </form>
  );
}

describe('SubmitButton', () => {
  it('submits its form on click and Enter', async () => {
    const onSubmit = jest.fn();
    render(<PlainForm isSubmitting={false} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'S’inscrire' });
    expect(button).toHaveAttribute('type', 'submit');

    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('says it is submitting, stays focused and submits nothing more', async () => {
    const onSubmit = jest.fn();
    const { rerender } = render(<PlainForm isSubmitting={false} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    rerender(<PlainForm isSubmitting onSubmit={onSubmit} />);

    const button = screen.getByRole('button', { name: 'Inscription en cours...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('can still be reached with Tab while submitting', async () => {
    render(<PlainForm isSubmitting onSubmit={jest.fn()} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Inscription en cours...' })).toHaveFocus();
  });

  it('has no axe violations, at rest and submitting', async () => {
    const { container, rerender } = render(<PlainForm isSubmitting={false} onSubmit={jest.fn()} />);
    expect(await axe(container)).toHaveNoViolations();
    rerender(<PlainForm isSubmitting onSubmit={jest.fn()} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
