import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { TextEncoder } from 'node:util';
import { Tabs, type TabItem } from './Tabs';

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
