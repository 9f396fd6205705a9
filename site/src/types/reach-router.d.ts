// Gatsby 5 routes with its fork of Reach Router, which ships no types of its own.
declare module '@gatsbyjs/reach-router' {
  export interface RouterLocation {
    pathname: string;
    search: string;
    hash: string;
  }
  export function useLocation(): RouterLocation;
  /** The history every Gatsby navigation goes through, usable outside the router. */
  export const globalHistory: {
    readonly location: RouterLocation;
    listen(listener: (update: { location: RouterLocation }) => void): () => void;
  };
}
