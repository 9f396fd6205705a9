import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localized } from '../private/storyLocale';
import { navbarItems, navbarLabels } from './fixtures';
import { Navbar } from './Navbar';

const meta = {
  title: 'Components/Navbar',
  component: Navbar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: { label: 'Foyer', href: '/' },
    items: navbarItems('en'),
    labels: navbarLabels.en,
    currentPath: '/docs/',
  },
  // The items and labels are the toolbar locale's; the secondary menu is sample markup;
  // a component cannot be typed into a control.
  argTypes: {
    items: { control: false },
    labels: { control: false },
    secondaryMenu: { control: false },
    LinkComponent: { control: false },
  },
  // `currentPath` is given without its `/fr` prefix.
  render: (args, { globals }) => {
    const locale = localized(globals, { en: 'en', fr: 'fr' } as const);
    return (
      <Navbar
        {...args}
        items={navbarItems(locale)}
        labels={navbarLabels[locale]}
        currentPath={locale === 'fr' ? `/fr${args.currentPath ?? ''}` : args.currentPath}
      />
    );
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full bar, at 996 px and wider. */
export const Desktop: Story = {};

/** The community dropdown opened from the keyboard. */
export const DropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Community|Communauté/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await within(document.body).findByRole('menu')).toBeVisible();
  },
};

/** The language menu: each entry keeps the current path, query and hash. */
export const LanguageMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /English|Français/ }));
    await expect(await within(document.body).findByRole('menu')).toBeVisible();
  },
};

/** Under 996 px: brand, search and the hamburger button (the runner shoots stories named "Mobile…" at 390 px). */
export const Mobile: Story = {};

/** The mobile sidebar open, with the docs sidebar as its secondary menu. */
export const MobileMenuOpen: Story = {
  args: {
    secondaryMenuTitle: 'Documentation',
    secondaryMenu: (
      <ul>
        <li>
          <a href="/docs/installation/docker/">Docker</a>
        </li>
        <li>
          <a href="/docs/api/rest-api/">REST API</a>
        </li>
      </ul>
    ),
  },
  render: (args, { globals }) => {
    const locale = localized(globals, { en: 'en', fr: 'fr' } as const);
    return <Navbar {...args} items={navbarItems(locale)} labels={navbarLabels[locale]} />;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Open the menu|Ouvrir le menu/ }),
    );
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};
