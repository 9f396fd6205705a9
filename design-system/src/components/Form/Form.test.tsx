import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { EmailField } from '../EmailField';
import { FormMessage } from '../FormMessage';
import { SubmitButton } from '../SubmitButton';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { Form, type FormErrors, type FormValues } from './Form';

/** The site's rules, which the form itself does not know. */
function validate(values: FormValues): FormErrors {
  return {
    email: /^\S+@\S+\.\S+$/.test(values.email ?? '') ? undefined : 'Enter a valid e-mail address.',
    message: values.message?.trim() ? undefined : 'Write a message.',
  };
}

function ContactForm({ onSend }: { onSend: (values: FormValues) => void }) {
  const [errors, setErrors] = useState<FormErrors>();
  return (
    <Form
      aria-label="Contact"
      errors={errors}
      onSubmit={(values) => {
        const next = validate(values);
        setErrors(next);
        if (!Object.values(next).some(Boolean)) onSend(values);
      }}
    >
      <TextField label="Name" name="name" autoComplete="name" />
      <EmailField label="E-mail" name="email" isRequired />
      <TextArea label="Message" name="message" isRequired />
      <SubmitButton label="Send" submittingLabel="Sending..." />
    </Form>
  );
}

describe('Form', () => {
  it('is a named form whose fields are found by their labels', () => {
    render(<ContactForm onSend={jest.fn()} />);
    const form = screen.getByRole('form', { name: 'Contact' });
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
  });

  it('posts to its action when submitted without script, never putting the fields in the address', () => {
    const { container } = render(
      <Form aria-label="Newsletter" action="/api/newsletter/" onSubmit={jest.fn()}>
        <EmailField label="E-mail" name="email" />
      </Form>,
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter/');
    render(<ContactForm onSend={jest.fn()} />);
    expect(screen.getByRole('form', { name: 'Contact' })).toHaveAttribute('method', 'post');
  });

  it('hands the typed values to onSubmit', async () => {
    const onSend = jest.fn();
    render(<ContactForm onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.org');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.org', message: 'Hello' });
  });

  it('shows the errors by their fields, focuses the first one and keeps what was typed', async () => {
    const onSend = jest.fn();
    render(<ContactForm onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(onSend).not.toHaveBeenCalled();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    const errorElement = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(errorElement).toHaveTextContent('Enter a valid e-mail address.');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Write a message.');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(email).toHaveValue('ada@');
  });

  it('focuses the first invalid field again on each failed submit, from the keyboard too', async () => {
    render(<ContactForm onSend={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.org{Enter}');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('keeps an error, and the layout, until the next submit, which drops it once fixed', async () => {
    const onSend = jest.fn();
    render(<ContactForm onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveFocus();

    // Leaving the field must not remove its message: the button would move under the pointer.
    await userEvent.type(email, 'ada@example.org');
    await userEvent.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Write a message.')).not.toBeInTheDocument();
  });

  it('refuses a second submission while one is being sent, by click or Enter', async () => {
    const onSubmit = jest.fn();
    function Sending() {
      const [isSubmitting, setIsSubmitting] = useState(false);
      return (
        <Form
          aria-label="Newsletter"
          isSubmitting={isSubmitting}
          onSubmit={(values) => {
            setIsSubmitting(true);
            onSubmit(values);
          }}
        >
          <EmailField label="E-mail" name="email" />
          <SubmitButton label="Subscribe" submittingLabel="Subscribing..." />
        </Form>
      );
    }
    render(<Sending />);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    const button = screen.getByRole('button', { name: 'Subscribing...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('waits for a submission in progress to end before focusing the field it found invalid', async () => {
    let finish: (errors: FormErrors) => void = () => undefined;
    function ServerChecked() {
      const [isSubmitting, setIsSubmitting] = useState(false);
      const [errors, setErrors] = useState<FormErrors>();
      finish = (next) => {
        setErrors(next);
        setIsSubmitting(false);
      };
      return (
        <Form
          aria-label="Sign up"
          isSubmitting={isSubmitting}
          errors={errors}
          onSubmit={() => setIsSubmitting(true)}
        >
          <EmailField label="E-mail" name="email" />
          <SubmitButton label="Sign up" submittingLabel="Signing up..." />
        </Form>
      );
    }
    render(<ServerChecked />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('button', { name: 'Signing up...' })).toHaveFocus();

    act(() => finish({ email: 'This address is already subscribed.' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('This address is already subscribed.');
  });

  it('has no axe violations, with errors and a message shown', async () => {
    const { container } = render(
      <>
        <ContactForm onSend={jest.fn()} />
        <FormMessage tone="error" title="Network error">
          Try again in a moment.
        </FormMessage>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });
});
