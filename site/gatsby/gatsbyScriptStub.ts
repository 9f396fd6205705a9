import type { ReactNode } from 'react';

/**
 * Stands in for `gatsby-script` in production bundles. The site loads no script through
 * Gatsby's `<Script>` (its own scripts are hashed into each page's Content-Security-Policy
 * by gatsby-ssr), but gatsby-plugin-react-i18next's CommonJS `require("gatsby")` keeps the
 * whole of Gatsby's browser entry, and with it gatsby-script: 1 KB gzip on every page.
 * A `<Script>` added later fails loudly here rather than doing nothing.
 */
export function Script(): ReactNode {
  throw new Error(
    'gatsby-script is stubbed out of the browser bundle (site/gatsby/gatsbyScriptStub.ts): remove the alias in onCreateWebpackConfig to use <Script>.',
  );
}

export enum ScriptStrategy {
  postHydrate = 'post-hydrate',
  idle = 'idle',
  offMainThread = 'off-main-thread',
}

export const collectedScriptsByPage = {
  get: (): unknown[] => [],
  set: (): void => undefined,
  delete: (): void => undefined,
};
export const scriptCache = new Set<string>();
export const scriptCallbackCache = new Map<string, unknown>();
