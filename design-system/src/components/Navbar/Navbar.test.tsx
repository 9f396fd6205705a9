import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { navbarItems, navbarLabels } from './fixtures';
import { Navbar } from './Navbar';

const brand = { label: 'Foyer', href: '/' };

function renderNavbar(locale: 'en' | 'fr' = 'en', currentPath = '/docs/api/rest-api/', onSearch = jest.fn()) {
  return render(
    <Navbar
      brand={brand}
      items={navbarItems(locale, onSearch)}
      labels={navbarLabels[locale]}
      currentPath={currentPath}
      secondaryMenu={
        <ul>
          <li>
            <a href="/docs/api/rest-api/">REST API</a>
          </li>
        </ul>
      }
      secondaryMenuTitle="Documentation"
    />,
  );
}

/** Replaces matchMedia with one whose desktop query can be flipped. */
function controllableViewport(isDesktop: boolean) {
  let desktop = isDesktop;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    get matches() {
      return query.includes('min-width: 996px') ? desktop : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    desktop = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('Navbar', () => {
  it('shows the spec items and marks the section of the current page', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Docs' })).toHaveAttribute('data-active');
    expect(within(nav).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('data-active');
    expect(within(nav).getByRole('button', { name: /Community/ })).toHaveAttribute('aria-haspopup', 'true');
    expect(within(nav).getByRole('link', { name: 'Source code (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(nav).getByRole('link', { name: 'Login (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(nav).getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('button', { name: /^Search/ }).length).toBeGreaterThan(0);
  });

  it('marks the current page link with aria-current', () => {
    renderNavbar('en', '/plus/');
    expect(screen.getByRole('link', { name: 'Plus' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a dropdown from the keyboard and moves with arrows, Home and End; Escape closes it', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const trigger = screen.getByRole('button', { name: /Community/ });
    act(() => trigger.focus());
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'English community (opens in a new tab)',
      'French community (opens in a new tab)',
    ]);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('href', 'https://community.foyer.example');
    expect(items[0]).toHaveAttribute('target', '_blank');
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('offers the page in each language, keeping path, query and hash', async () => {
    window.history.replaceState(null, '', '/search/?q=zigbee#results');
    const user = userEvent.setup();
    renderNavbar('en', '/search/');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    const french = within(menu).getByRole('menuitem', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr/search/?q=zigbee#results');
    expect(french).toHaveAttribute('lang', 'fr');
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the French items, training link included, with French labels', () => {
    renderNavbar('fr', '/fr/docs/');
    const nav = screen.getByRole('navigation', { name: 'Principale' });
    expect(within(nav).getByRole('link', { name: 'Formation (ouvre un nouvel onglet)' })).toHaveAttribute(
      'href',
      'https://formation.foyer.example',
    );
    expect(within(nav).getByRole('button', { name: 'Langue\u00a0: Français' })).toBeInTheDocument();
  });

  it('opens the mobile sidebar: focus inside, scroll locked, Escape closes and focus returns', async () => {
    controllableViewport(false);
    const user = userEvent.setup();
    renderNavbar();
    const hamburger = screen.getByRole('button', { name: 'Open the menu' });
    await user.click(hamburger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('link', { name: 'REST API' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    expect(within(dialog).getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(hamburger).toHaveFocus());
  });

  it('keeps Tab inside the mobile sidebar and closes with its close button', async () => {
    controllableViewport(false);
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 20; i += 1) {
      await user.tab();
      expect(screen.getByRole('dialog', { name: 'Menu' })).toContainElement(
        document.activeElement as HTMLElement,
      );
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the mobile sidebar by itself when the viewport reaches desktop width', async () => {
    const resize = controllableViewport(false);
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    act(() => resize(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations, closed and with a menu open', async () => {
    const user = userEvent.setup();
    const { container } = renderNavbar();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: /Community/ }));
    await screen.findByRole('menu');
    // The open menu is portalled to <body>, outside any landmark, as menus are.
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
});
