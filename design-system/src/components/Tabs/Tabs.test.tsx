import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { TextEncoder } from 'node:util';
import { hydrateRoot } from 'react-dom/client';
import { DesignSystemProvider } from '../../provider';
import { serverHtml } from '../private/serverHtml';
import { Tabs, type TabItem } from './Tabs';
import { TAB_CHOICES_STORAGE_KEY } from './tabChoiceSettings';
import { resetAddressTabChoicesForTests } from './tabChoiceStore';

const items: TabItem[] = [
  { id: 'docker', title: 'Docker', content: <p>Run one container.</p> },
  { id: 'compose', title: 'Docker Compose', content: <p>Describe the service in a file.</p> },
  {
    id: 'source',
    title: 'From source',
    content: (
      <p>
        Follow the <a href="/docs/build/">build guide</a>.
      </p>
    ),
  },
];

function selectedPanel() {
  return screen.getByRole('tabpanel');
}

describe('Tabs', () => {
  it('is a named tab list whose first tab is selected and labels the panel', () => {
    render(<Tabs label="Installation method" items={items} />);
    const list = screen.getByRole('tablist', { name: 'Installation method' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Docker', 'Docker Compose', 'From source']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Docker' })).toHaveTextContent('Run one container.');
  });

  it('moves and selects with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Installation method" items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Docker' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Docker Compose' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Docker Compose' })).toHaveAttribute('aria-selected', 'true');
    expect(selectedPanel()).toHaveTextContent('Describe the service in a file.');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'From source' })).toHaveFocus();
    expect(selectedPanel()).toHaveTextContent('Follow the build guide.');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Docker' })).toHaveAttribute('aria-selected', 'true');
    expect(selectedPanel()).toHaveTextContent('Run one container.');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'From source' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Docker' })).toHaveAttribute('aria-selected', 'false');
  });

  it('leaves the tab list for the panel with Tab, the panel focusable when it holds no focusable content', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Installation method" items={items} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Docker' })).toHaveFocus();
  });

  it('goes from the tab list to the panel’s first link when it has one', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Installation method" items={items} defaultSelectedKey="source" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'From source' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'build guide' })).toHaveFocus();
  });

  it('reports selection changes and follows a controlled key', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    const { rerender } = render(
      <Tabs
        label="Installation method"
        items={items}
        selectedKey="docker"
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'From source' }));
    expect(onSelectionChange).toHaveBeenCalledWith('source');
    expect(screen.getByRole('tab', { name: 'Docker' })).toHaveAttribute('aria-selected', 'true');

    rerender(
      <Tabs
        label="Installation method"
        items={items}
        selectedKey="compose"
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(selectedPanel()).toHaveTextContent('Describe the service in a file.');
  });

  it('puts the initially selected panel in the server HTML', async () => {
    // React's server renderer needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import('react-dom/server');
    // Under jsdom React warns that layout effects do nothing on the server; a real server has
    // no `document`, so react-aria skips them. Only that warning is tolerated.
    jest.mocked(console.error).mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) {
        throw new Error(`console.error was called: ${String(args[0])}`);
      }
    });
    const html = renderToString(
      <Tabs label="Installation method" items={items} defaultSelectedKey="compose" />,
    );
    expect(html).toContain('Describe the service in a file.');
    expect(html).toMatch(/aria-selected="true"[^>]*>Docker Compose</);
    expect(renderToString(<Tabs label="Installation method" items={items} />)).toContain(
      'Run one container.',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs label="Installation method" items={items} />);
    await act(async () => undefined);
    expect(await axe(container)).toHaveNoViolations();
  });
});

const otherSet: TabItem[] = [
  { id: 'docker', title: 'Docker', content: <p>sudo docker logs foyer</p> },
  { id: 'compose', title: 'Docker Compose', content: <p>sudo docker compose logs foyer</p> },
];

function storedChoices(key = TAB_CHOICES_STORAGE_KEY): unknown {
  return JSON.parse(window.localStorage.getItem(key) ?? 'null');
}

function selectedTabOf(name: string) {
  return within(screen.getByRole('tablist', { name })).getByRole('tab', { selected: true });
}

describe('Tabs with a groupId', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/docs/installation/faq/');
    resetAddressTabChoicesForTests();
  });

  it('renders every panel, the others hidden from sight and from assistive technologies', () => {
    const { container } = render(<Tabs label="Installation method" groupId="install-method" items={items} />);
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByText('Describe the service in a file.')).not.toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Docker' })).toBeVisible();
  });

  it('keeps every set of the group on the reader’s choice and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <>
        <Tabs label="Installation method" groupId="install-method" items={items} />
        <Tabs label="Reading the log" groupId="install-method" items={otherSet} />
        <Tabs label="Not grouped" items={otherSet} />
      </>,
    );
    await user.click(
      within(screen.getByRole('tablist', { name: 'Installation method' })).getByRole('tab', {
        name: 'Docker Compose',
      }),
    );
    expect(selectedTabOf('Installation method')).toHaveTextContent('Docker Compose');
    expect(selectedTabOf('Reading the log')).toHaveTextContent('Docker Compose');
    expect(
      screen.getAllByRole('tabpanel', { name: 'Docker Compose' }).map((panel) => panel.textContent),
    ).toEqual(['Describe the service in a file.', 'sudo docker compose logs foyer']);
    expect(selectedTabOf('Not grouped')).toHaveTextContent('Docker');
    expect(storedChoices()).toEqual({ 'install-method': 'compose' });

    // The next page (a new mount) starts on the remembered tab.
    unmount();
    render(<Tabs label="Reading the log" groupId="install-method" items={otherSet} />);
    expect(selectedTabOf('Reading the log')).toHaveTextContent('Docker Compose');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('sudo docker compose logs foyer');
  });

  it('follows a choice made in another open tab (storage event), and keeps others’ groups', () => {
    window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"os":"linux"}');
    render(<Tabs label="Installation method" groupId="install-method" items={items} />);
    act(() => {
      window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"os":"linux","install-method":"source"}');
      window.dispatchEvent(new StorageEvent('storage', { key: TAB_CHOICES_STORAGE_KEY }));
    });
    expect(selectedTabOf('Installation method')).toHaveTextContent('From source');
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    // Forgotten in another tab (site data cleared): back to the set's own default, as the next page would show.
    expect(selectedTabOf('Installation method')).toHaveTextContent('Docker');
  });

  it('leaves a set on its default when the remembered tab is not one of its own', () => {
    window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"install-method":"synology"}');
    render(
      <Tabs
        label="Installation method"
        groupId="install-method"
        items={items}
        defaultSelectedKey="compose"
      />,
    );
    expect(selectedTabOf('Installation method')).toHaveTextContent('Docker Compose');
    expect(storedChoices()).toEqual({ 'install-method': 'synology' });
  });

  it('selects and remembers the tab an address carries, once', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"install-method":"docker"}');
    window.history.replaceState(null, '', '/docs/installation/faq/?tabs=install-method:source,os:linux');
    const { unmount } = render(<Tabs label="Installation method" groupId="install-method" items={items} />);
    expect(selectedTabOf('Installation method')).toHaveTextContent('From source');
    expect(storedChoices()).toEqual({ 'install-method': 'source', os: 'linux' });

    // The reader's next choice sticks, though the address still says "source".
    await user.click(screen.getByRole('tab', { name: 'Docker' }));
    unmount();
    render(<Tabs label="Installation method" groupId="install-method" items={items} />);
    expect(selectedTabOf('Installation method')).toHaveTextContent('Docker');
  });

  it('lets a controlled selectedKey win over the remembered tab', () => {
    window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"install-method":"compose"}');
    render(<Tabs label="Installation method" groupId="install-method" items={items} selectedKey="source" />);
    expect(selectedTabOf('Installation method')).toHaveTextContent('From source');
  });

  it('remembers what the arrow keys select', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Installation method" groupId="install-method" items={items} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Docker Compose' })).toHaveFocus();
    expect(storedChoices()).toEqual({ 'install-method': 'compose' });
    await user.keyboard('{End}');
    expect(storedChoices()).toEqual({ 'install-method': 'source' });
  });

  it('stores under the provider’s key', async () => {
    const user = userEvent.setup();
    render(
      <DesignSystemProvider tabChoices={{ storageKey: 'acme-tabs' }}>
        <Tabs label="Installation method" groupId="install-method" items={items} />
      </DesignSystemProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'From source' }));
    expect(storedChoices('acme-tabs')).toEqual({ 'install-method': 'source' });
    expect(window.localStorage.getItem(TAB_CHOICES_STORAGE_KEY)).toBeNull();
  });

  it('hydrates the server HTML (default tab, marked pending) without mismatch, then shows the remembered tab', async () => {
    const set = <Tabs label="Installation method" groupId="install-method" items={items} />;
    const html = serverHtml(set);
    expect(html).toContain('data-tab-group="install-method"');
    expect(html).toContain('data-tab-pending=""');
    expect(html).toMatch(/aria-selected="true"[^>]*>Docker</);
    // Every panel is in the server HTML, so the head script can show a remembered one.
    for (const text of ['Run one container.', 'Describe the service in a file.', 'build guide']) {
      expect(html).toContain(text);
    }

    window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"install-method":"compose"}');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, set);
    });
    const compose = within(container).getByRole('tab', { name: 'Docker Compose' });
    expect(compose).toHaveAttribute('aria-selected', 'true');
    const panel = within(container).getByRole('tabpanel');
    expect(panel).toHaveTextContent('Describe the service in a file.');
    expect(panel).toHaveAttribute('aria-labelledby', compose.id);
    expect(compose).toHaveAttribute('aria-controls', panel.id);
    expect(container.querySelector('[data-tab-pending]')).toBeNull();
    await act(async () => root?.unmount());
    container.remove();
  });

  it('has no axe violations with its hidden panels', async () => {
    window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"install-method":"compose"}');
    const { container } = render(<Tabs label="Installation method" groupId="install-method" items={items} />);
    await act(async () => undefined);
    expect(await axe(container)).toHaveNoViolations();
  });
});
