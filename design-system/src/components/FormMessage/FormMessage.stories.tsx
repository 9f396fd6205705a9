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

/** A sample text in the toolbar's locale; anything else, typed in a control, as typed. */
function inLocale<T>(globals: Record<string, unknown>, value: T): T {
  const key = (Object.keys(labels.en) as (keyof (typeof labels)['en'])[]).find(
    (name) => labels.en[name] === value,
  );
  return key ? (localized(globals, labels)[key] as T) : value;
}

const meta = {
  title: 'Components/FormMessage',
  component: FormMessage,
  tags: ['autodocs'],
  args: { tone: 'success', title: labels.en.success },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error'] } },
  render: (args, { globals }) => (
    <FormMessage {...args} title={inLocale(globals, args.title)}>
      {inLocale(globals, args.children)}
    </FormMessage>
  ),
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
export const Success: Story = {};

/** Success with a title and details. */
export const SuccessWithDetails: Story = { args: { children: labels.en.successBody } };

/** An error the visitor can act on. */
export const ErrorMessage: Story = {
  args: { tone: 'error', title: labels.en.errorTitle, children: labels.en.errorBody },
};
