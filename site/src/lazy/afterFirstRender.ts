let markFirstRender: () => void = () => undefined;
const firstRender = new Promise<void>((resolve) => {
  markFirstRender = resolve;
});

/** gatsby-browser calls this once the first page has hydrated (`onInitialClientRender`). */
export function firstRenderDone(): void {
  markFirstRender();
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * Resolves when the browser is idle after the first page has hydrated: the moment
 * for code the first screen does not need. On later pages it resolves at the next idle time.
 */
export function afterFirstRender(): Promise<void> {
  return firstRender.then(idle);
}
