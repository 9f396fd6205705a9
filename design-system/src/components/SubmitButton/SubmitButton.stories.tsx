import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, localizedArgs } from '../private/storyLocale';
import { SubmitButton } from './SubmitButton';

const labels = {
  en: { label: 'Sign up', submittingLabel: 'Signing up...' },
  fr: { label: 'S’inscrire', submittingLabel: 'Inscription en cours...' },
};

const meta = {
  title: 'Components/SubmitButton',
  component: SubmitButton,
  tags: ['autodocs'],
  args: { ...labels.en, isSubmitting: false },
  parameters: {
    docs: {
      description: {
        component:
          'The submit button of a form. While `isSubmitting` (or its `Form`’s), it shows its progress label, is `aria-disabled` and submits nothing, but keeps its focus.',
      },
    },
  },
  render: (args, { globals }) => (
    // A form of its own, so the button has something to (not) submit in the canvas.
    <form
      aria-label={localized(globals, { en: 'Newsletter', fr: 'Lettre d’information' })}
      onSubmit={(event) => event.preventDefault()}
    >
      <SubmitButton {...args} {...localizedArgs(globals, args, labels)} />
    </form>
  ),
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to submit. */
export const Idle: Story = {};

/** Submitting: progress label and spinner; pressing it does nothing. */
export const Submitting: Story = { args: { isSubmitting: true } };

/** The secondary look, for a form's less important action. */
export const Secondary: Story = { args: { variant: 'secondary' } };
