import { act, render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { TableOfContents, type TocHeading } from './TableOfContents';

const headings: TocHeading[] = [
  { id: 'install-foyer-with-docker', value: 'Install Foyer with Docker', depth: 1 },
  { id: 'prerequisites', value: 'Prerequisites', depth: 2 },
  { id: 'hardware', value: 'Hardware', depth: 3 },
  { id: 'network', value: 'Network', depth: 3 },
  { id: 'docker-compose', value: 'Install with Docker Compose', depth: 2 },
  { id: 'compose-file', value: 'Compose file', depth: 3 },
  { id: 'volumes', value: 'Volumes', depth: 4 },
  { id: 'troubleshooting', value: 'Troubleshooting', depth: 2 },
];

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports headings at these distances from the top of the viewport (line at 200 px). */
  report(tops: Record<string, number>) {
    const entries = Object.entries(tops).map(([id, top]) => {
      const target = document.getElementById(id);
      if (!target) throw new Error(`no heading #${id}`);
      // The root runs from far above the page down to the line.
      const isIntersecting = top < 200;
      const entry: IntersectionObserverEntry = {
        target,
        boundingClientRect: { top } as DOMRectReadOnly,
        intersectionRect: { top } as DOMRectReadOnly,
        rootBounds: { bottom: 200 } as DOMRectReadOnly,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
        time: 0,
      };
      return entry;
    });
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function Page(props: { activeId?: string }) {
  return (
    <>
      <TableOfContents headings={headings} label="On this page" {...props} />
      <main>
        {headings.map(({ id, value, depth }) => {
          const Heading = `h${depth}` as 'h1';
          return (
            <Heading key={id} id={id}>
              {value}
            </Heading>
          );
        })}
      </main>
    </>
  );
}

function entryFor(name: string) {
  return screen.getByRole('link', { name });
}

afterEach(() => {
  FakeIntersectionObserver.instances = [];
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('TableOfContents', () => {
  it('is a navigation named and titled by its label, nesting level 3 under level 2', () => {
    render(<TableOfContents headings={headings} label="On this page" />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByText('On this page')).toBeVisible();

    const topItems = within(nav).getAllByRole('list')[0]?.children ?? [];
    expect([...topItems].map((item) => item.firstElementChild?.textContent)).toEqual([
      'Prerequisites',
      'Install with Docker Compose',
      'Troubleshooting',
    ]);
    const prerequisites = entryFor('Prerequisites').closest('li');
    expect(prerequisites).not.toBeNull();
    const nested = within(prerequisites as HTMLElement).getByRole('list');
    expect(
      within(nested)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#hardware', '#network']);
    // Level 1 (the page title) and level 4 are out of the default range.
    expect(screen.queryByRole('link', { name: 'Install Foyer with Docker' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Volumes' })).not.toBeInTheDocument();
  });

  it('lists the levels asked for', () => {
    render(<TableOfContents headings={headings} minLevel={2} maxLevel={4} label="On this page" />);
    const composeFile = entryFor('Compose file').closest('li') as HTMLElement;
    expect(within(composeFile).getByRole('link', { name: 'Volumes' })).toHaveAttribute('href', '#volumes');
  });

  it('keeps a heading with no shallower heading before it at the top level', () => {
    render(
      <TableOfContents
        headings={[
          { id: 'note', value: 'Note', depth: 3 },
          { id: 'usage', value: 'Usage', depth: 2 },
        ]}
        label="On this page"
      />,
    );
    const topList = screen.getAllByRole('list')[0] as HTMLElement;
    expect(topList.children).toHaveLength(2);
  });

  it('renders nothing without headings in range', () => {
    const { container } = render(
      <TableOfContents headings={[{ id: 'title', value: 'Title', depth: 1 }]} label="On this page" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the last heading above the line near the top of the viewport', () => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    const { unmount } = render(<Page />);
    const [observer] = FakeIntersectionObserver.instances;
    if (!observer) throw new Error('no observer');
    expect(observer.options?.rootMargin).toMatch(/ -70% 0px$/);
    expect(observer.options?.root).toBe(document);
    expect(observer.observed.map((element) => element.id)).toEqual([
      'prerequisites',
      'hardware',
      'network',
      'docker-compose',
      'compose-file',
      'troubleshooting',
    ]);
    expect(screen.getByRole('navigation').querySelector('[aria-current]')).toBeNull();

    observer.report({
      prerequisites: -300,
      hardware: -150,
      network: 40,
      'docker-compose': 450,
      'compose-file': 700,
      troubleshooting: 1200,
    });
    expect(entryFor('Network')).toHaveAttribute('aria-current', 'location');
    expect(entryFor('Prerequisites')).not.toHaveAttribute('aria-current');

    // Scrolling down: Install with Docker Compose crosses the line.
    observer.report({ 'docker-compose': 120 });
    expect(entryFor('Install with Docker Compose')).toHaveAttribute('aria-current', 'location');
    expect(entryFor('Network')).not.toHaveAttribute('aria-current');

    // And back up.
    observer.report({ 'docker-compose': 260 });
    expect(entryFor('Network')).toHaveAttribute('aria-current', 'location');

    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('highlights a forced entry without observing', () => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    render(<Page activeId="compose-file" />);
    expect(entryFor('Compose file')).toHaveAttribute('aria-current', 'location');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('highlights nothing, and does not crash, without IntersectionObserver', () => {
    expect('IntersectionObserver' in window).toBe(false);
    render(<Page />);
    expect(screen.getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('navigation').querySelector('[aria-current]')).toBeNull();
  });

  it('has no axe violations, active entry included', async () => {
    const { container } = render(<Page activeId="hardware" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
