import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** A picture as page queries return it: `… { childImageSharp { gatsbyImageData } }`. */
export interface SharpImageNode {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
}

/**
 * The picture's data for GatsbyImage. gatsby-plugin-image's own `getImage` does the
 * same, but importing it puts the whole plugin (4 KB gzip) in the page's first
 * JavaScript; the pictures themselves load it later (src/lazy/islands.ts).
 */
export function sharpImageData(node: SharpImageNode | null | undefined): IGatsbyImageData | undefined {
  return node?.childImageSharp?.gatsbyImageData ?? undefined;
}
