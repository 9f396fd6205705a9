import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, localizedArgs } from '../private/storyLocale';
import { Radio, RadioGroup } from './RadioGroup';

const text = {
  en: {
    label: 'Plan',
    description: 'You can change it at any time.',
    free: 'Free',
    plus: 'Plus',
    plusHelp: 'Remote access and voice assistants.',
    team: 'Team',
    error: 'Choose a plan.',
  },
  fr: {
    label: 'Formule',
    description: 'Vous pouvez en changer à tout moment.',
    free: 'Gratuite',
    plus: 'Plus',
    plusHelp: 'Accès à distance et assistants vocaux.',
    team: 'Équipe',
    error: 'Choisissez une formule.',
  },
};

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  tags: ['autodocs'],
  args: { label: text.en.label, name: 'plan', children: null },
  // The options are samples, in the toolbar's locale.
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few, on react-aria `useRadioGroup`: native radio buttons sharing `name`, so the chosen value posts with the form with or without JavaScript. Tab enters at the chosen option, arrow keys change it. Inside a `Form`, the form’s `errors[name]` marks it invalid.',
      },
    },
  },
  render: ({ children: _children, ...args }, { globals }) => {
    const t = localized(globals, text);
    return (
      <RadioGroup
        {...args}
        key={String(globals.locale)}
        {...localizedArgs(globals, args, {
          en: { label: text.en.label, description: text.en.description, errorMessage: text.en.error },
          fr: { label: text.fr.label, description: text.fr.description, errorMessage: text.fr.error },
        })}
      >
        <Radio value="free">{t.free}</Radio>
        {/* Side by side, a description would push the next option away. */}
        <Radio value="plus" description={args.orientation === 'horizontal' ? undefined : t.plusHelp}>
          {t.plus}
        </Radio>
        <Radio value="team" isDisabled>
          {t.team}
        </Radio>
      </RadioGroup>
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet, with help text. */
export const Default: Story = { args: { description: text.en.description } };

/** One option chosen. */
export const Selected: Story = { args: { defaultValue: 'plus' } };

/** Side by side. */
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'free' } };

/** Required and left empty after a submit. */
export const WithError: Story = { args: { isRequired: true, errorMessage: text.en.error } };
