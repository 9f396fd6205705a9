import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { localized, localizedArgs } from '../private/storyLocale';
import { MobileSidebar, type MobileSidebarProps } from './MobileSidebar';

const labels = {
  en: { open: 'Open the menu', title: 'Menu', close: 'Close the menu', links: ['Docs', 'Blog', 'Plus'] },
  fr: { open: 'Ouvrir le menu', title: 'Menu', close: 'Fermer le menu', links: ['Docs', 'Blog', 'Plus'] },
};

const meta = {
  title: 'Components/MobileSidebar',
  component: MobileSidebar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: labels.en.title,
    closeLabel: labels.en.close,
    children: null,
  },
  // The header and the links are samples.
  argTypes: {
    headerStart: { control: false },
    headerEnd: { control: false },
    children: { control: false },
  },
  // Opened and closed through `isOpen`, whose control follows.
  render: function Render(args, { globals }) {
    const text = localized(globals, labels);
    const [, updateArgs] = useArgs<MobileSidebarProps>();
    const setOpen = (isOpen: boolean) => {
      args.onOpenChange(isOpen);
      updateArgs({ isOpen });
    };
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {text.open}
        </Button>
        <MobileSidebar
          {...args}
          onOpenChange={setOpen}
          {...localizedArgs(globals, args, {
            en: { title: labels.en.title, closeLabel: labels.en.close },
            fr: { title: labels.fr.title, closeLabel: labels.fr.close },
          })}
          headerStart={<strong>Foyer</strong>}
        >
          <ul>
            {text.links.map((link) => (
              <li key={link}>
                <a href={`#${link.toLowerCase()}`}>{link}</a>
              </li>
            ))}
          </ul>
        </MobileSidebar>
      </>
    );
  },
} satisfies Meta<typeof MobileSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the button that opens it. */
export const MobileClosed: Story = {};

/** Open: focus is inside, the page behind cannot scroll, Escape or the close button closes it. */
export const MobileOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Open the menu|Ouvrir le menu/ }),
    );
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};
