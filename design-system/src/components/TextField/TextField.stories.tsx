import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedArgs } from '../private/storyLocale';
import { TextField } from './TextField';

const labels = {
  en: {
    label: 'Name',
    description: 'As it should appear in our reply.',
    value: 'Ada Lovelace',
    error: 'Enter your name.',
  },
  fr: {
    label: 'Nom',
    description: 'Tel qu’il apparaîtra dans notre réponse.',
    value: 'Ada Lovelace',
    error: 'Saisissez votre nom.',
  },
};

/** The args whose samples follow the toolbar's locale. */
function fieldSamples({ label, description, value, error }: (typeof labels)['en']) {
  return { label, description, defaultValue: value, errorMessage: error };
}

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: labels.en.label, name: 'name', autoComplete: 'name' },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled single-line input on react-aria `useTextField`. Uncontrolled unless `value` is given. Errors come from `errorMessage` or from the surrounding `Form` (by `name`) and are tied to the input with `aria-invalid` and `aria-describedby`.',
      },
    },
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '24rem' }}>
      <TextField
        {...args}
        key={String(globals.locale)}
        {...localizedArgs(globals, args, {
          en: fieldSamples(labels.en),
          fr: fieldSamples(labels.fr),
        })}
      />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label and help text, nothing typed. */
export const Default: Story = { args: { description: labels.en.description } };

/** Required: an asterisk for the eye, `aria-required` for assistive technologies. */
export const Required: Story = { args: { isRequired: true, description: labels.en.description } };

/** With a value typed in. */
export const Filled: Story = { args: { defaultValue: labels.en.value } };

/** Invalid: the message sits under the input and describes it. */
export const WithError: Story = {
  args: { isRequired: true, description: labels.en.description, errorMessage: labels.en.error },
};

/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true, defaultValue: labels.en.value } };
