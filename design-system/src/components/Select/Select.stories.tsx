import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localized, localizedArgs } from '../private/storyLocale';
import { Select, type SelectOption } from './Select';

const text: Record<
  'en' | 'fr',
  { label: string; description: string; error: string; options: SelectOption[] }
> = {
  en: {
    label: 'Country',
    description: 'Where your Foyer hub runs.',
    error: 'Choose a country.',
    options: [
      { value: 'be', label: 'Belgium' },
      { value: 'fr', label: 'France' },
      { value: 'de', label: 'Germany' },
      { value: 'ch', label: 'Switzerland', isDisabled: true },
    ],
  },
  fr: {
    label: 'Pays',
    description: 'Où fonctionne votre box Foyer.',
    error: 'Choisissez un pays.',
    options: [
      { value: 'be', label: 'Belgique' },
      { value: 'fr', label: 'France' },
      { value: 'de', label: 'Allemagne' },
      { value: 'ch', label: 'Suisse', isDisabled: true },
    ],
  },
};

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: text.en.label, name: 'country', options: text.en.options },
  // The options are the toolbar locale's.
  argTypes: { options: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A button that opens a listbox in a popover, on react-aria `useSelect`: arrows, typed letters, Enter and Escape. A hidden native `<select>` (react-aria `HiddenSelect`) carries the value, so it posts with the form with or without JavaScript. The placeholder is the `select.placeholder` label.',
      },
    },
  },
  render: (args, { globals }) => {
    const samples = ({ label, description, error }: (typeof text)['en']) => ({
      label,
      description,
      errorMessage: error,
    });
    return (
      <div style={{ maxWidth: '24rem', minHeight: '16rem' }}>
        <Select
          {...args}
          key={String(globals.locale)}
          options={localized(globals, text).options}
          {...localizedArgs(globals, args, { en: samples(text.en), fr: samples(text.fr) })}
        />
      </div>
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder. */
export const Default: Story = { args: { description: text.en.description } };

/** A value chosen. */
export const Selected: Story = { args: { defaultValue: 'fr' } };

/** Open, from the keyboard: the chosen option is ticked, one option disabled. */
export const Open: Story = {
  args: { defaultValue: 'fr' },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
  },
};

/** Required and left empty after a submit. */
export const WithError: Story = { args: { isRequired: true, errorMessage: text.en.error } };

/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'de' } };
