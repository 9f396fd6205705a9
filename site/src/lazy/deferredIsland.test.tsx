/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, createElement, useState, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type * as ReactDOMServer from 'react-dom/server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deferredIsland } from './deferredIsland';
import type * as IslandModule from './deferredIsland';

/**
 * The island as Gatsby ships it: its server HTML in the page, then hydrated in the
 * browser while its code is still on its way.
 */
let mockPageHydrated: () => Promise<void> = () => Promise.resolve();
// When the page has hydrated and loaded, as each test says (afterFirstRender.test.ts tests the real one).
jest.mock('./afterFirstRender', () => ({ afterFirstRender: () => mockPageHydrated() }));

const pressed = jest.fn();

/**
 * The part's code: a signup without hooks, so the server's separate React can render it
 * too. Two buttons: a held press must come back to the one pressed.
 */
function Signup({ label = 'Subscribe' }: { label?: string }) {
  return (
    <section aria-label="Newsletter">
      <input name="email" aria-label="Email address" />
      <button type="button" onClick={() => pressed('Not now')}>
        Not now
      </button>
      <button type="button" onClick={() => pressed(label)}>
        {label}
      </button>
    </section>
  );
}

type Island = typeof IslandModule;

/** What Gatsby's server wrote for the island: rendered once its code is there. */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderToString } = jest.requireActual<typeof ReactDOMServer>('react-dom/server.node');
    // Its own React and island: what the server loaded must not count as arrived in the browser.
    const server = jest.requireActual<Island>('./deferredIsland');
    const ServerIsland = server.deferredIsland(async () => Signup);
    renderToString(createElement(ServerIsland)); // starts loading the part
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = renderToString(createElement(ServerIsland));
  });
  return html;
}

/** The part's code, asked for by `load`, arriving or failing when the test says. */
function heldCode() {
  let settle: { resolve: (value: typeof Signup) => void; reject: (error: Error) => void } | undefined;
  const load = jest.fn(
    () =>
      new Promise<typeof Signup>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const settled = async (how: (pending: NonNullable<typeof settle>) => void) => {
    await waitFor(() => expect(settle).toBeDefined());
    await act(async () => {
      if (settle) how(settle);
      settle = undefined;
    });
  };
  return {
    load,
    arrive: () => settled((pending) => pending.resolve(Signup)),
    fail: () => settled((pending) => pending.reject(new Error('Loading chunk 42 failed.'))),
  };
}

let root: Root | undefined;
let pageHydrated: () => void;

beforeEach(() => {
  pressed.mockClear();
  mockPageHydrated = () => Promise.resolve(); // for the server's render
  // React reports the failed load and the dropped server HTML, which these tests cause on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** The page as the server sent it, hydrated with the island whose code is `code`. */
async function hydratedPage(
  code: ReturnType<typeof heldCode>,
  page: (Island: ComponentType<{ label?: string }>) => ReactElement = (Island) => <Island />,
) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  document.body.append(container);
  const hydrated = new Promise<void>((resolve) => {
    pageHydrated = resolve;
  });
  mockPageHydrated = () => hydrated;
  const Island = deferredIsland(code.load);
  await act(async () => {
    root = hydrateRoot(container, page(Island));
  });
  return container;
}

const islandState = (container: HTMLElement) =>
  container.querySelector('[data-island]')?.getAttribute('data-island');

describe('an island', () => {
  it('keeps its server HTML in place and loads nothing until the page has hydrated, then takes it over', async () => {
    const code = heldCode();
    const container = await hydratedPage(code);
    const serverButton = screen.getByRole('button', { name: 'Subscribe' });
    expect(code.load).not.toHaveBeenCalled();
    expect(islandState(container)).toBe('waiting');

    await act(async () => pageHydrated());
    await code.arrive();
    await waitFor(() => expect(islandState(container)).toBe('ready'));
    expect(code.load).toHaveBeenCalledTimes(1);
    // Hydrated, not drawn again: the very element the server sent now works.
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(pressed).toHaveBeenCalledWith('Subscribe');
  });

  it.each(['pointerOver', 'pointerDown', 'focusIn'] as const)(
    'loads at once when the visitor reaches for it (%s), not for the rest of the page',
    async (intent) => {
      const code = heldCode();
      await hydratedPage(code);
      fireEvent[intent](document.body);
      expect(code.load).not.toHaveBeenCalled();

      fireEvent[intent](screen.getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(code.load).toHaveBeenCalledTimes(1));
    },
  );

  it('says when its code fails to load, keeps the server HTML usable with what was typed, and Retry brings it', async () => {
    const code = heldCode();
    const container = await hydratedPage(code);
    fireEvent.input(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'ines@foyer.example' },
    });
    await act(async () => pageHydrated());
    await code.fail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not load.');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ines@foyer.example');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await code.arrive();
    await waitFor(() => expect(islandState(container)).toBe('ready'));
    expect(code.load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Subscribe' })).toHaveLength(1);
  });
});

describe('a press on an island before its code has arrived', () => {
  it('is held, not left to the browser, and pressed again once the part works', async () => {
    const code = heldCode();
    await hydratedPage(code);
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    subscribe.focus();
    expect(fireEvent.click(subscribe)).toBe(false); // the browser's default (posting a form) is held too
    expect(pressed).not.toHaveBeenCalled();

    await code.arrive();
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(pressed).toHaveBeenCalledWith('Subscribe');
  });

  it('is dropped when the visitor has moved focus elsewhere meanwhile', async () => {
    const code = heldCode();
    const container = await hydratedPage(code);
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    subscribe.focus();
    fireEvent.click(subscribe);
    screen.getByRole('textbox', { name: 'Email address' }).focus();

    await code.arrive();
    await waitFor(() => expect(islandState(container)).toBe('ready'));
    expect(pressed).not.toHaveBeenCalled();
  });

  it('presses the same button when React drew the part again from a copy of its server HTML', async () => {
    // Something above the island changes before its code arrives: React drops its server HTML.
    let update: () => void = () => undefined;
    function Page({ Island }: { Island: ComponentType<{ label?: string }> }) {
      const [, setUpdates] = useState(0);
      update = () => setUpdates((updates) => updates + 1);
      return <Island label="Subscribe" />;
    }
    const code = heldCode();
    const container = await hydratedPage(code, (Island) => <Page Island={Island} />);
    const serverButton = screen.getByRole('button', { name: 'Subscribe' });
    act(() => update());
    const copied = screen.getByRole('button', { name: 'Subscribe' });
    expect(copied).not.toBe(serverButton);
    fireEvent.pointerDown(copied);
    fireEvent.click(copied);

    await code.arrive();
    await waitFor(() => expect(islandState(container)).toBe('ready'));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(pressed).toHaveBeenCalledWith('Subscribe');
  });
});
