// What a visitor's first search downloads from the embedded index, measured with the
// site's own client (scripts/lib/searchFirstQueryBytes.mjs), gzip-compressed as the
// reference nginx host serves it.
import { firstQueryBytes } from '../searchFirstQueryBytes.mjs';

/** Typical first searches of a French visitor, typed letter by letter as in the modal. */
export const FRENCH_FIRST_QUERIES = ['zigbee', 'sauvegarde', 'docker compose'];

/** The heaviest of those first searches, in gzip bytes. */
export async function firstSearchBytes(publicDir, language, queries = FRENCH_FIRST_QUERIES) {
  const sizes = [];
  for (const query of queries) {
    sizes.push((await firstQueryBytes(publicDir, language, query, { typed: true })).gzipBytes);
  }
  return Math.max(...sizes);
}
