import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedArgs } from '../private/storyLocale';
import { Checkbox } from './Checkbox';

const text = {
  en: {
    label: 'Send me the release notes',
    description: 'One email per release, no more.',
    error: 'Accept the terms to go on.',
  },
  fr: {
    label: 'M’envoyer les notes de version',
    description: 'Un e-mail par version, pas plus.',
    error: 'Acceptez les conditions pour continuer.',
  },
};

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: text.en.label, name: 'releaseNotes' },
  parameters: {
    docs: {
      description: {
        component:
          'A native checkbox on react-aria `useCheckbox`: posts `name=value` (`on` by default) with the form only when ticked, with or without JavaScript; Space toggles it. Inside a `Form`, the form’s `errors[name]` marks it invalid. State on the label as `data-selected`, `data-invalid`, `data-disabled`, `data-focus-visible`.',
      },
    },
  },
  render: (args, { globals }) => (
    <Checkbox
      {...args}
      key={String(globals.locale)}
      {...localizedArgs(globals, args, {
        en: { label: text.en.label, description: text.en.description, errorMessage: text.en.error },
        fr: { label: text.fr.label, description: text.fr.description, errorMessage: text.fr.error },
      })}
    />
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not ticked, with help text. */
export const Default: Story = { args: { description: text.en.description } };

/** Ticked. */
export const Selected: Story = { args: { defaultSelected: true } };

/** Neither: some of the options below it are ticked. */
export const Indeterminate: Story = { args: { isIndeterminate: true } };

/** Required and left empty after a submit. */
export const WithError: Story = { args: { isRequired: true, errorMessage: text.en.error } };

/** Disabled, ticked. */
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
