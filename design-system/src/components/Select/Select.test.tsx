import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { frLabels } from '../../labels/fr';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider';
import { Form, type FormErrors, type FormValues } from '../Form';
import { serverHtml } from '../private/serverHtml';
import { SubmitButton } from '../SubmitButton';
import { Select, type SelectProps } from './Select';

const countries = [
  { value: 'fr', label: 'France' },
  { value: 'de', label: 'Germany' },
  { value: 'it', label: 'Italy', isDisabled: true },
  { value: 'es', label: 'Spain' },
];

function Country(props: Partial<SelectProps>) {
  return (
    <Select label="Country" name="country" options={countries} description="Where you live." {...props} />
  );
}

function CountryForm({ onSend }: { onSend: (values: FormValues) => void }) {
  const [errors, setErrors] = useState<FormErrors>();
  return (
    <Form
      aria-label="Address"
      errors={errors}
      onSubmit={(values) => {
        const next = { country: values.country ? undefined : 'Choose a country.' };
        setErrors(next);
        if (!next.country) onSend(values);
      }}
    >
      <Country isRequired />
      <SubmitButton label="Save" submittingLabel="Saving…" />
    </Form>
  );
}

describe('Select', () => {
  it('is a button named by its label, showing the placeholder until a choice is made', () => {
    render(<Country />);
    const trigger = screen.getByRole('button', { name: /Country/ });
    expect(trigger).toHaveTextContent('Select an option');
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAccessibleDescription('Where you live.');
  });

  it('opens a listbox from the keyboard, moves with the arrows and typed letters, picks with Enter', async () => {
    const onChange = jest.fn();
    render(<Country onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: 'Country' });
    expect(within(listbox).getByRole('option', { name: 'France' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Italy is disabled: the arrow passes over it.
    expect(within(listbox).getByRole('option', { name: 'Spain' })).toHaveFocus();
    await userEvent.keyboard('g');
    expect(within(listbox).getByRole('option', { name: 'Germany' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: /Country/ });
    expect(trigger).toHaveTextContent('Germany');
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onChange).toHaveBeenCalledWith('de');
  });

  it('closes with Escape without changing the value, focus back on the button', async () => {
    render(<Country defaultValue="es" />);
    const trigger = screen.getByRole('button', { name: /Country/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Spain' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Spain');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('posts the chosen value with the form, and shows the form’s error for its name', async () => {
    const onSend = jest.fn();
    render(<CountryForm onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const trigger = screen.getByRole('button', { name: /Country/ });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('data-invalid');
    expect(trigger).toHaveAccessibleDescription('Where you live. Choose a country.');
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'France' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSend).toHaveBeenCalledWith({ country: 'fr' });
  });

  it('has a native select in the server HTML that carries the value, for a post without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(<Country defaultValue="de" />);
    const select = container.querySelector('select');
    expect(select).toHaveAttribute('name', 'country');
    expect(select?.value).toBe('de');
    expect(select?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the provider’s placeholder; its own prop wins', () => {
    const { rerender } = render(
      <DesignSystemProvider labels={frLabels}>
        <Country />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Choisir une option');
    rerender(
      <DesignSystemProvider labels={frLabels}>
        <Country placeholder="Choisir un pays" />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Choisir un pays');
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(<Country errorMessage="Choose a country." />);
    expect(await axe(container)).toHaveNoViolations();
    await act(async () => screen.getByRole('button').focus());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
});
