import fs from 'node:fs';
import path from 'node:path';

/**
 * Folders of the built site that hold HTML which is not a page: Gatsby's page data, and
 * `_gatsby/`, where each slice's HTML waits to be stitched into the pages (one file per
 * doc page for the docs sidebar; the pages themselves carry the stitched result).
 */
const NOT_PAGES = ['page-data', '_gatsby'];

/** The site's pages: every `.html` file under `publicDir` as a path relative to it. */
export function builtPageFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !NOT_PAGES.includes(file.split(path.sep)[0] ?? ''))
    .filter((file) => fs.statSync(path.join(publicDir, file)).isFile());
}
