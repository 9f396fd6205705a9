import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedArgs } from '../private/storyLocale';
import { EmailField } from './EmailField';

const labels = {
  en: {
    label: 'E-mail address',
    description: 'We only use it to reply to you.',
    value: 'ada@example',
    error: 'Enter a valid e-mail address, like name@example.org.',
  },
  fr: {
    label: 'Adresse email',
    description: 'Elle ne sert qu’à vous répondre.',
    value: 'ada@example',
    error: 'Saisissez une adresse email valide, comme nom@exemple.org.',
  },
};

/** The args whose samples follow the toolbar's locale. */
function fieldSamples({ label, description, value, error }: (typeof labels)['en']) {
  return { label, description, defaultValue: value, errorMessage: error };
}

const meta = {
  title: 'Components/EmailField',
  component: EmailField,
  tags: ['autodocs'],
  args: { label: labels.en.label, name: 'email', isRequired: true, description: labels.en.description },
  parameters: {
    docs: {
      description: {
        component:
          'A TextField for e-mail addresses: `type="email"`, the e-mail keyboard on phones (`inputMode`), browser autofill (`autoComplete="email"`), no spell checking.',
      },
    },
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '24rem' }}>
      <EmailField
        {...args}
        key={String(globals.locale)}
        {...localizedArgs(globals, args, {
          en: fieldSamples(labels.en),
          fr: fieldSamples(labels.fr),
        })}
      />
    </div>
  ),
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, required, with its help text. */
export const Default: Story = {};

/** An address the site's rules refused. */
export const WithError: Story = { args: { defaultValue: labels.en.value, errorMessage: labels.en.error } };
