import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { localized } from '../private/storyLocale';
import { MobileSidebar } from './MobileSidebar';

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
    onOpenChange: () => undefined,
    title: labels.en.title,
    closeLabel: labels.en.close,
    children: null,
  },
  render: (_args, { globals }) => {
    const text = localized(globals, labels);
    function Demo() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {text.open}
          </Button>
          <MobileSidebar
            isOpen={isOpen}
            onOpenChange={setOpen}
            title={text.title}
            closeLabel={text.close}
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
    }
    return <Demo />;
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
