import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { TextEncoder } from 'node:util';
import type { LinkComponentProps } from '../Link';
import { DesignSystemProvider } from '../../provider';
import { DocSidebar, type DocSidebarItem } from './DocSidebar';

/** A Foyer-like docs tree for the tests. */
const docItems: DocSidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/docs/' },
  {
    type: 'category',
    label: 'Installation',
    href: '/docs/installation/',
    items: [
      { type: 'link', label: 'Docker', href: '/docs/installation/docker/' },
      { type: 'link', label: 'Raspberry Pi', href: '/docs/installation/raspberry-pi/' },
    ],
  },
  {
    type: 'category',
    label: 'Integrations',
    items: [
      { type: 'link', label: 'Zigbee', href: '/docs/integrations/zigbee/' },
      { type: 'link', label: 'MQTT', href: '/docs/integrations/mqtt/' },
    ],
  },
  {
    type: 'category',
    label: 'API',
    collapsed: true,
    items: [
      { type: 'link', label: 'REST API', href: '/docs/api/rest-api/' },
      { type: 'link', label: 'WebSocket API', href: '/docs/api/websocket-api/' },
    ],
  },
  {
    type: 'category',
    label: 'Development',
    collapsed: true,
    items: [
      { type: 'link', label: 'Architecture', href: '/docs/development/architecture/' },
      {
        type: 'category',
        label: 'Writing an integration',
        collapsed: true,
        items: [{ type: 'link', label: 'Manifest', href: '/docs/development/integration/manifest/' }],
      },
    ],
  },
];

function allHrefs(items: DocSidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'link' ? [item.href] : [...(item.href ? [item.href] : []), ...allHrefs(item.items)],
  );
}

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a data-router="yes" href={href} {...rest}>
      {children}
    </a>
  );
}

function renderSidebar(currentPath = '/docs/') {
  return render(<DocSidebar items={docItems} currentPath={currentPath} label="Docs sidebar" />);
}

describe('DocSidebar', () => {
  it('is a navigation landmark of nested lists', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    const topList = within(nav).getAllByRole('list')[0];
    expect(topList?.parentElement).toBe(nav);
    const installation = within(nav).getByRole('group', { name: 'Installation' });
    expect(within(installation).getByRole('link', { name: 'Docker' })).toHaveAttribute(
      'href',
      '/docs/installation/docker/',
    );
  });

  it('marks the current page and opens its category even when it starts collapsed', () => {
    renderSidebar('/docs/api/rest-api/');
    const current = screen.getByRole('link', { name: 'REST API' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toBeVisible();
    expect(screen.getByRole('button', { name: 'API' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Docker' })).not.toHaveAttribute('aria-current');
    // Categories that do not hold the page keep their own initial state.
    expect(screen.getByRole('button', { name: 'Development' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('matches the current page whatever its trailing slash, query or hash', () => {
    renderSidebar('/docs/installation/docker?tab=compose#volumes');
    expect(screen.getByRole('link', { name: 'Docker' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the deepest category that holds the current page, and its ancestors', () => {
    renderSidebar('/docs/development/integration/manifest/');
    expect(screen.getByRole('button', { name: 'Development' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Writing an integration' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Manifest' })).toHaveAttribute('aria-current', 'page');
  });

  it('toggles a category from the keyboard without touching the others', async () => {
    const user = userEvent.setup();
    renderSidebar();
    // Introduction, Installation (its index page), its toggle, Docker, Raspberry Pi, then Integrations.
    for (let i = 0; i < 6; i += 1) await user.tab();
    const integrations = screen.getByRole('button', { name: 'Integrations' });
    expect(integrations).toHaveFocus();
    expect(integrations).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Zigbee' })).toBeVisible();

    await user.keyboard('{Enter}');
    expect(integrations).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Zigbee' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/docs/integrations/zigbee/"]')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Installation' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Docker' })).toBeVisible();

    // Hidden links are out of the tab order: the next stop is the next category.
    await user.tab();
    expect(screen.getByRole('button', { name: 'API' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'API' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'REST API' })).toBeVisible();
    expect(integrations).toHaveAttribute('aria-expanded', 'false');

    await user.click(integrations);
    expect(integrations).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Zigbee' })).toBeVisible();
  });

  it('keeps the links of collapsed categories in the DOM, hidden', () => {
    const { container } = renderSidebar();
    const toggle = screen.getByRole('button', { name: 'API' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('hidden');
    expect(container.querySelector('a[href="/docs/api/rest-api/"]')).toBeInTheDocument();
    expect(container.querySelector('a[href="/docs/development/integration/manifest/"]')).toBeInTheDocument();
  });

  it('writes every link into the server HTML and shows expanded categories without JavaScript', async () => {
    // React's server renderer needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import('react-dom/server');
    // A real server has no `document`, so react-aria skips its layout effects; under
    // jsdom React warns that they do nothing on the server. Only that warning is tolerated.
    jest.mocked(console.error).mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) {
        throw new Error(`console.error was called: ${String(args[0])}`);
      }
    });
    const html = renderToString(<DocSidebar items={docItems} currentPath="/docs/" label="Docs sidebar" />);
    const page = new DOMParser().parseFromString(html, 'text/html');

    const hrefs = [...page.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(allHrefs(docItems).sort());
    const toggles = [...page.querySelectorAll('button[aria-controls]')];
    expect(toggles).toHaveLength(5);
    for (const toggle of toggles) {
      const panel = page.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel?.hasAttribute('hidden')).toBe(toggle.getAttribute('aria-expanded') === 'false');
    }
  });

  it('opens the category the reader navigates into, and leaves closed ones closed', async () => {
    const user = userEvent.setup();
    const { rerender } = renderSidebar('/docs/');
    await user.click(screen.getByRole('button', { name: 'Integrations' }));
    rerender(<DocSidebar items={docItems} currentPath="/docs/api/rest-api/" label="Docs sidebar" />);
    expect(screen.getByRole('button', { name: 'API' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'REST API' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Integrations' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('routes internal links through LinkComponent, external ones as plain links', () => {
    render(
      <DocSidebar
        items={[
          { type: 'link', label: 'Scenes', href: '/docs/scenes/' },
          { type: 'link', label: 'Source code', href: 'https://git.foyer.example/foyer' },
        ]}
        currentPath="/docs/scenes/"
        label="Docs sidebar"
        LinkComponent={RouterLink}
      />,
    );
    const scenes = screen.getByRole('link', { name: 'Scenes' });
    expect(scenes).toHaveAttribute('data-router', 'yes');
    expect(scenes).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Source code' })).not.toHaveAttribute('data-router');
  });

  it("renders plain anchors when LinkComponent is 'a', whatever the provider's link component", () => {
    render(
      <DesignSystemProvider LinkComponent={RouterLink}>
        <DocSidebar
          items={[{ type: 'link', label: 'Scenes', href: '/docs/scenes/' }]}
          currentPath="/docs/scenes/"
          label="Docs sidebar"
          LinkComponent="a"
        />
      </DesignSystemProvider>,
    );
    const scenes = screen.getByRole('link', { name: 'Scenes' });
    expect(scenes).not.toHaveAttribute('data-router');
    expect(scenes).toHaveAttribute('aria-current', 'page');
  });

  it('has no axe violations, collapsed and expanded categories included', async () => {
    const { container } = renderSidebar('/docs/api/rest-api/');
    expect(await axe(container)).toHaveNoViolations();
  });
});
