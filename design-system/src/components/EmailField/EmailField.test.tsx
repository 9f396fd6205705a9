import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { EmailField } from './EmailField';

describe('EmailField', () => {
  it('is an e-mail input the browser can fill and phones type into with the e-mail keyboard', () => {
    render(<EmailField label="Adresse email" name="email" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Adresse email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toBeRequired();
  });

  it('accepts another autofill token, e.g. for a work address', () => {
    render(<EmailField label="Work e-mail" autoComplete="work email" />);
    expect(screen.getByRole('textbox', { name: 'Work e-mail' })).toHaveAttribute(
      'autocomplete',
      'work email',
    );
  });

  it('takes typed text and shows its error', async () => {
    render(
      <EmailField label="E-mail" description="We reply here." errorMessage="Enter a valid e-mail address." />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ada@example.org');
    expect(input).toHaveValue('ada@example.org');
    expect(input).toHaveAccessibleDescription('We reply here. Enter a valid e-mail address.');
  });

  it('has no axe violations', async () => {
    const { container } = render(<EmailField label="E-mail" description="We reply here." isRequired />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
