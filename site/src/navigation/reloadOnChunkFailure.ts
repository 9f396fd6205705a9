import { finishRouteProgress, startRouteProgress } from './routeProgress';

type Navigate = (to: string | number, options?: unknown) => void;

interface PageResources {
  status?: string;
}

interface GatsbyWindow {
  ___navigate?: Navigate;
  ___loader?: { loadPage: (path: string) => Promise<PageResources | null | undefined> };
}

/**
 * Wraps Gatsby's client navigation. Gatsby reloads the page when the next route's
 * code fails to load, but it drops the query and hash and says nothing; this logs a
 * warning and reloads at the full target address instead. It also starts the
 * progress bar's timer, since Gatsby offers no hook at the start of a navigation.
 */
export function installNavigationWrapper(target: Window & GatsbyWindow = window): void {
  const gatsbyNavigate = target.___navigate;
  const loader = target.___loader;
  if (!gatsbyNavigate || !loader) return;
  target.___navigate = (to, options) => {
    if (typeof to !== 'string') {
      gatsbyNavigate(to, options);
      return;
    }
    // Resolved as the browser would, relative to the current page.
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      gatsbyNavigate(to, options);
      return;
    }
    startRouteProgress();
    // loadPage is cached: Gatsby's own navigate reuses this result without a second fetch.
    loader.loadPage(url.pathname + url.search).then(
      (resources) => {
        if (!resources || resources.status === 'error') {
          reloadAt(url);
          return;
        }
        gatsbyNavigate(to, options);
      },
      () => reloadAt(url),
    );
  };
}

function reloadAt(url: URL): void {
  finishRouteProgress();
  console.warn(
    `Foyer: the code of ${url.pathname} could not be loaded; reloading the whole page at ${url.href}.`,
  );
  window.location.assign(url.href);
}
