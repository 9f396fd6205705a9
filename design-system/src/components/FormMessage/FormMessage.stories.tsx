import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../private/storyLocale';
import { FormMessage } from './FormMessage';

const labels = {
  en: {
    success: 'Message sent successfully!',
    successBody: 'We usually answer within two working days.',
    errorTitle: 'Network error',
    errorBody: 'Your message could not be sent. Check your connection and try again.',
  },
  fr: {
    success: 'Message envoyé avec succès !',
    successBody: 'Nous répondons en général sous deux jours ouvrés.',
    errorTitle: 'Erreur réseau',
    errorBody: 'Votre message n’a pas pu être envoyé. Vérifiez votre connexion puis réessayez.',
  },
};

const meta = {
  title: 'Components/FormMessage',
  component: FormMessage,
  tags: ['autodocs'],
  args: { tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error'] } },
  parameters: {
    docs: {
      description: {
        component:
          'The outcome of a submission: a `status` for success, an `alert` for an error. Keep it mounted and give it content when the outcome is known; without content it shows nothing but keeps its live regions in the page.',
      },
    },
  },
} satisfies Meta<typeof FormMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success, a single line. */
export const Success: Story = {
  render: (args, { globals }) => (
    <FormMessage {...args} tone="success" title={localized(globals, labels).success} />
  ),
};

/** Success with a title and details. */
export const SuccessWithDetails: Story = {
  render: (args, { globals }) => {
    const text = localized(globals, labels);
    return (
      <FormMessage {...args} tone="success" title={text.success}>
        {text.successBody}
      </FormMessage>
    );
  },
};

/** An error the visitor can act on. */
export const ErrorMessage: Story = {
  render: (args, { globals }) => {
    const text = localized(globals, labels);
    return (
      <FormMessage {...args} tone="error" title={text.errorTitle}>
        {text.errorBody}
      </FormMessage>
    );
  },
};
