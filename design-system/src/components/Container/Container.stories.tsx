import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { localized } from '../private/storyLocale';
import { Container } from './Container';

const text = {
  en: {
    heading: 'Release notes',
    body: 'The container centres the page at the theme’s maximum width, with side padding that grows on wide screens. Its reading width keeps lines short enough to read comfortably.',
  },
  fr: {
    heading: 'Notes de version',
    body: 'Le conteneur centre la page à la largeur maximale du thème, avec des marges latérales qui s’élargissent sur les grands écrans. À la largeur de lecture, les lignes restent assez courtes pour une lecture confortable.',
  },
};

const meta = {
  title: 'Components/Container',
  component: Container,
  tags: ['autodocs'],
  // The content is a sample page, in the toolbar's locale.
  argTypes: { children: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page container: the theme’s content width (`size.contentMaxWidth`) or reading width (`width="prose"`), centred, with responsive side padding. `as` picks the element (`main` for the main landmark).',
      },
    },
  },
  render: (args, { globals }) => {
    const { heading, body } = localized(globals, text);
    return (
      <Container {...args} style={{ outline: `1px dashed ${vars.color.border}` }}>
        <h1>{heading}</h1>
        <p>{body}</p>
      </Container>
    );
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page width, as the main landmark. */
export const Page: Story = { args: { as: 'main' } };

/** The reading width. */
export const Prose: Story = { args: { as: 'main', width: 'prose' } };

/** On a phone: the padding keeps text off the edges. */
export const MobilePage: Story = { args: { as: 'main' } };
