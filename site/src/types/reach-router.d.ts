// Gatsby 5 routes with its fork of Reach Router, which ships no types of its own.
declare module '@gatsbyjs/reach-router' {
  export interface RouterLocation {
    pathname: string;
    search: string;
    hash: string;
  }
  export function useLocation(): RouterLocation;
  /** The router's location, or undefined outside it (gatsby-ssr's wrapRootElement). */
  export function useLocationContext(): { location: RouterLocation } | undefined;
}
