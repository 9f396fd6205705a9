import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { TextField } from './TextField';
import { serverHtml } from '../private/serverHtml';

describe('TextField', () => {
  it('is a text box named by its label and described by its help text', () => {
    render(<TextField label="Nom" name="name" description="Tel qu’il apparaîtra dans la réponse." />);
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input).toHaveAccessibleDescription('Tel qu’il apparaîtra dans la réponse.');
    expect(input).toHaveAttribute('name', 'name');
    expect(input).not.toHaveAttribute('placeholder');
  });

  it('marks a required field visibly and for assistive technologies, without changing its name', () => {
    render(<TextField label="Name" name="name" isRequired autoComplete="name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps what the visitor types when uncontrolled', async () => {
    render(<TextField label="Name" defaultValue="Ada" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, ' Lovelace');
    expect(input).toHaveValue('Ada Lovelace');
  });

  it('follows its value when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Name" value={value} onChange={(next) => setValue(next.toUpperCase())} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'ada');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('ADA');
    expect(screen.getByRole('status')).toHaveTextContent('ADA');
  });

  it('shows an error message under the field, tied to it', () => {
    render(<TextField label="Name" description="Your full name." errorMessage="Enter your name." />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Your full name. Enter your name.');
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[1] ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent('Enter your name.');
  });

  it('shows a focus ring class hook while focused', async () => {
    render(<TextField label="Name" />);
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('data-focused');
  });

  it('has no axe violations, with help text and with an error', async () => {
    const { container } = render(
      <>
        <TextField label="Name" description="Your full name." isRequired />
        <TextField label="City" errorMessage="Enter a city." />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps text typed before the page hydrated, through later renders', async () => {
    function Field({ error }: { error?: string }) {
      return <TextField label="Email" name="email" errorMessage={error} />;
    }
    const container = document.createElement('div');
    container.innerHTML = serverHtml(<Field />);
    document.body.append(container);
    // The visitor types into the server HTML before React has hydrated it.
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'ines@foyer.example';

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Field />);
    });
    // A render that changes the field (an error under it) must not wipe the text.
    await act(async () => {
      root?.render(<Field error="Enter a valid email address." />);
    });
    expect(input).toHaveValue('ines@foyer.example');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await act(async () => root?.unmount());
    container.remove();
  });
});
