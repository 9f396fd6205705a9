import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, localizedArgs } from '../private/storyLocale';
import { TextArea, type TextAreaProps } from './TextArea';

const MAX_LENGTH = 280;

const labels = {
  en: {
    label: 'Message',
    description: 'Tell us what you would like to do with Foyer.',
    counter: (remaining: number) => (remaining === 1 ? '1 character left' : `${remaining} characters left`),
    error: 'Write your message.',
    sentence: 'Foyer runs my lights and heating without any cloud, and I would love to help with the docs. ',
  },
  fr: {
    label: 'Message',
    description: 'Dites-nous ce que vous aimeriez faire avec Foyer.',
    counter: (remaining: number) =>
      remaining <= 1 ? `${remaining} caractère restant` : `${remaining} caractères restants`,
    error: 'Écrivez votre message.',
    sentence:
      'Foyer pilote mes lumières et mon chauffage sans aucun cloud, et j’aimerais aider à la documentation. ',
  },
};

/** Fixed text of the given length, so the counter shows the same number in every run. */
function textOfLength(sentence: string, length: number): string {
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);
}

/** The args whose samples follow the toolbar's locale, the field holding `length` characters of its text. */
function samples(text: (typeof labels)['en'], length: number | undefined) {
  return {
    label: text.label,
    description: text.description,
    errorMessage: text.error,
    defaultValue: length === undefined ? undefined : textOfLength(text.sentence, length),
  };
}

/** A render whose field starts with `length` characters of the locale's sample text. */
function filledWith(length: number | undefined) {
  return function FilledTextArea(args: TextAreaProps, { globals }: { globals: Record<string, unknown> }) {
    return (
      <div style={{ maxWidth: '32rem' }}>
        <TextArea
          {...args}
          key={String(globals.locale)}
          counterLabel={localized(globals, labels).counter}
          {...localizedArgs(globals, args, {
            en: samples(labels.en, length),
            fr: samples(labels.fr, length),
          })}
        />
      </div>
    );
  };
}

/** A story whose field starts with `length` characters of the sample text. */
function filled(length: number): Story {
  return { args: { defaultValue: samples(labels.en, length).defaultValue }, render: filledWith(length) };
}

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    label: labels.en.label,
    description: labels.en.description,
    name: 'message',
    isRequired: true,
    maxLength: MAX_LENGTH,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled multi-line input. With `maxLength` and `counterLabel`, a counter appears once `counterThreshold` characters or fewer are left (10% of `maxLength` by default), turns to the danger colour at 0, and is read politely once typing pauses.',
      },
    },
  },
  render: filledWith(undefined),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: far from the limit, so no counter. */
export const Default: Story = {};

/** 12 characters left: the counter has appeared. */
export const NearLimit: Story = filled(MAX_LENGTH - 12);

/** The limit is reached: the counter turns to the danger colour and the field takes no more. */
export const AtLimit: Story = filled(MAX_LENGTH);

/** Invalid, from the site's rules. */
export const WithError: Story = { args: { errorMessage: labels.en.error } };
