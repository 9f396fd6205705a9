import '@foyer/design-system/global.css';
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { installNavigationWrapper } from './src/navigation/reloadOnChunkFailure';
import { finishRouteProgress, startRouteProgress } from './src/navigation/routeProgress';
import { firstRenderDone } from './src/lazy/afterFirstRender';
import { SiteDesignSystem } from './src/components/SiteDesignSystem';
import { SiteCrashBoundary } from './src/components/SiteCrashBoundary';

let shownPathname: string | undefined;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installNavigationWrapper();
  // Back and forward to another page load its code too: time them as well (not hash changes).
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== shownPathname) startRouteProgress();
  });
};

/**
 * Hydration as a transition: React then hydrates in slices of a few milliseconds
 * and lets the browser handle input in between, instead of one long task of up to
 * 150 ms on a mid-range phone (Lighthouse's Total Blocking Time). Pages are always
 * server-rendered, so there is no client-only render to keep.
 */
// Typed by hand: Gatsby's declaration still describes ReactDOM.render's legacy signature.
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

// Parts of the page that wait for hydration (src/lazy/deferredIsland.tsx) may load from now on.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  firstRenderDone();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  shownPathname = location.pathname;
  finishRouteProgress();
};

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <SiteDesignSystem pathname={props.location.pathname} data={props.data}>
    {element}
  </SiteDesignSystem>
);

// Outside the router and every plugin's page wrapper, so a crash in any of them is caught too.
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <SiteCrashBoundary>{element}</SiteCrashBoundary>
);
