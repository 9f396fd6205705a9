import type { ReactNode } from 'react';

/**
 * The id of every page's h1. The head asks the browser not to paint before this
 * element is parsed (`<link rel="expect" blocking="render">` in gatsby-ssr), so the
 * navbar and whatever sits above the title are drawn complete in the first frame:
 * a slow device never shows them half-parsed and then moved (layout shift).
 */
export const PAGE_TITLE_ID = 'page-title';

/** The page's one h1, the end of what the first paint waits for. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 id={PAGE_TITLE_ID} className={className}>
      {children}
    </h1>
  );
}
