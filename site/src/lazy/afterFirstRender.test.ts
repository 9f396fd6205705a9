/**
 * @jest-environment jsdom
 */
import type * as FirstRenderModule from './afterFirstRender';

/** A fresh module per test: "the first page has hydrated" happens once per page. */
function freshPage(): typeof FirstRenderModule {
  let module: typeof FirstRenderModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof FirstRenderModule>('./afterFirstRender');
  });
  return module!;
}

/** Whether the promise has settled once pending callbacks have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

afterEach(() => jest.restoreAllMocks());

describe('afterFirstRender', () => {
  it('waits for the first page to hydrate', async () => {
    const page = freshPage();
    const after = page.afterFirstRender();
    expect(await isSettled(after)).toBe(false);
    page.firstRenderDone();
    expect(await isSettled(after)).toBe(true);
    // Later pages find it long resolved.
    expect(await isSettled(page.afterFirstRender())).toBe(true);
  });

  it('then waits for the page’s load event when it has not passed yet', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const page = freshPage();
    const after = page.afterFirstRender();
    page.firstRenderDone();
    expect(await isSettled(after)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(await isSettled(after)).toBe(true);
  });
});
