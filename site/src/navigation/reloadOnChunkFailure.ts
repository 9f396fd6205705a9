import { finishRouteProgress, startRouteProgress } from './routeProgress';

type Navigate = (to: string | number, options?: unknown) => void;

interface PageResources {
  status?: string;
}

/**
 * Gatsby's private browser runtime, as of Gatsby 5.16.1: cache-dir/production-app.js
 * sets `___loader` and (navigation.js) `___navigate` before `onClientEntry`, Gatsby's
 * links call `window.___navigate` on each click, and a page whose code failed resolves
 * with the status `error`. gatsbyInternals.test.ts fails when an upgrade changes that.
 */
export interface GatsbyWindow {
  ___navigate?: Navigate;
  ___loader?: { loadPage?: (path: string) => Promise<PageResources | null | undefined> };
}

export type NavigationTarget = GatsbyWindow & { location: Pick<Location, 'href' | 'origin' | 'assign'> };

/**
 * Wraps Gatsby's client navigation. Gatsby reloads the page when the next route's
 * code fails to load, but it drops the query and hash and says nothing; this logs a
 * warning and reloads at the full target address instead. It also starts the
 * progress bar's timer, since Gatsby offers no hook at the start of a navigation.
 */
export function installNavigationWrapper(target: NavigationTarget = window): void {
  const gatsbyNavigate = target.___navigate;
  const loadPage = target.___loader?.loadPage;
  if (!gatsbyNavigate || !loadPage) {
    // Said, not silent: a Gatsby upgrade that moved these would otherwise go unnoticed.
    console.warn('Foyer: no Gatsby ___navigate or ___loader.loadPage to wrap');
    return;
  }
  target.___navigate = (to, options) => {
    if (typeof to !== 'string') {
      gatsbyNavigate(to, options);
      return;
    }
    // Resolved as the browser would, relative to the current page.
    const url = new URL(to, target.location.href);
    if (url.origin !== target.location.origin) {
      gatsbyNavigate(to, options);
      return;
    }
    startRouteProgress();
    const reload = () => {
      finishRouteProgress();
      console.warn(
        `Foyer: the code of ${url.pathname} could not be loaded; reloading the whole page at ${url.href}.`,
      );
      target.location.assign(url.href);
    };
    // loadPage is cached: Gatsby's own navigate reuses this result without a second fetch.
    loadPage(url.pathname + url.search).then((resources) => {
      if (!resources || resources.status === 'error') reload();
      else gatsbyNavigate(to, options);
    }, reload);
  };
}
