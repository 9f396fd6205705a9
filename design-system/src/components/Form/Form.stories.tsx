import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../private/storyLocale';
import { Form } from './Form';
import { ContactFormDemo, contactLabels } from './fixtures';

const meta = {
  title: 'Components/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn(), children: null },
  // The demo is a whole contact form: its own rules give the errors, its heading the name,
  // and its fields are the form's content. Only `isSubmitting` is handed to it.
  argTypes: {
    errors: { control: false },
    action: { control: false },
    children: { control: false },
    'aria-label': { control: false },
    'aria-labelledby': { control: false },
    id: { control: false },
    className: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A `<form noValidate>` that knows no rules: `onSubmit` receives the values (read with FormData), the site answers with `errors` by field name, which the fields show (aria-invalid, aria-describedby), and focus goes to the first invalid field. `isSubmitting` blocks a second submission and drives the SubmitButton. Typed values are never cleared by an error. The demo below is the contact form: e-mail, message with a counter, submit, and a FormMessage for the outcome.',
      },
    },
  },
  render: (args, { globals }) => (
    <ContactFormDemo
      key={String(globals.locale)}
      labels={localized(globals, contactLabels)}
      isSubmitting={args.isSubmitting}
    />
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. Fill it in and send to see the whole flow. */
export const Empty: Story = {};

/** Sent empty: each field shows the site's message and the first one has focus. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Send|Envoyer/ }));
    const email = canvas.getByRole('textbox', { name: /E-mail address|Adresse email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
  },
};

/** Sending: the button says so and refuses another submit. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  render: (args, { globals }) => (
    <ContactFormDemo
      key={String(globals.locale)}
      labels={localized(globals, contactLabels)}
      isSubmitting={args.isSubmitting}
      isFilled
    />
  ),
};

/** Sent: the success message is announced politely. */
export const SuccessMessage: Story = {
  // The outcome is the demo's own state: no control reaches it.
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <ContactFormDemo
      key={String(globals.locale)}
      labels={localized(globals, contactLabels)}
      outcome="success"
    />
  ),
};

/** Sending failed: the error is announced at once, and what was typed is still there. */
export const ErrorMessage: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <ContactFormDemo
      key={String(globals.locale)}
      labels={localized(globals, contactLabels)}
      outcome="error"
      isFilled
    />
  ),
};
