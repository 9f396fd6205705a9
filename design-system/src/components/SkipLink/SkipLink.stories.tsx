import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localized } from '../private/storyLocale';
import { SkipLink } from './SkipLink';

const text = {
  en: { heading: 'Installation', body: 'Tab once: the skip link appears at the top of the page.' },
  fr: {
    heading: 'Installation',
    body: 'Appuyez une fois sur Tab : le lien d’évitement apparaît en haut de la page.',
  },
};

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The first focusable element of the page: hidden until focused, it jumps to the main content (`#main` by default, `targetId` to change it). A plain in-page link, so it works without JavaScript; give the target `tabIndex={-1}`. Its text is the `skipLink.skipToContent` label.',
      },
    },
  },
  render: (args, { globals }) => {
    const { heading, body } = localized(globals, text);
    return (
      <div style={{ position: 'relative', minHeight: '12rem' }}>
        <SkipLink {...args} />
        <main id="main" tabIndex={-1} style={{ padding: '4rem 1rem 1rem' }}>
          <h1>{heading}</h1>
          <p>{body}</p>
        </main>
      </div>
    );
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any key press: nothing shows. */
export const Hidden: Story = {};

/** After the first Tab: the link shows over the page's corner. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};
