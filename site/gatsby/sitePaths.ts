import path from 'node:path';

/** The site's folder (the one holding gatsby-node.ts, content/ and public/). */
export const SITE_DIR = path.resolve(__dirname, '..');
export const REPOSITORY_ROOT = path.resolve(SITE_DIR, '..');
export const CONTENT_DIR = path.join(SITE_DIR, 'content');
export const PUBLIC_DIR = path.join(SITE_DIR, 'public');

/** A file of the site by its path from the site's folder. */
export function sitePath(relative: string): string {
  return path.join(SITE_DIR, relative);
}
