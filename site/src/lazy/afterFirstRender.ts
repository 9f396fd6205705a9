let markFirstRender: () => void = () => undefined;
const firstRender = new Promise<void>((resolve) => {
  markFirstRender = resolve;
});

/** gatsby-browser calls this once the first page has hydrated (`onInitialClientRender`). */
export function firstRenderDone(): void {
  markFirstRender();
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the first page has hydrated and its `load` event has passed: the
 * moment for code the first screen does not need, which so never competes with it.
 * On later pages it has long resolved.
 */
export function afterFirstRender(): Promise<void> {
  return firstRender.then(pageLoaded);
}
