import fs from 'node:fs';
import path from 'node:path';
import { MARKETING_ROUTES, BLOG_HOME } from '../../src/config/routes';
import { locateContent, type Collection } from '../../src/build/contentPaths';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages';
import { localizePath } from '../../src/i18n/routing';

const contentRoot = path.resolve(__dirname, '../../content');

function contentRoutes(collection: Collection): string[] {
  const folder = path.join(contentRoot, collection, DEFAULT_LANGUAGE);
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map(
      (file) =>
        locateContent(collection, `${DEFAULT_LANGUAGE}/${file.split(path.sep).join('/')}`).neutralPath,
    )
    .sort();
}

/** Every route of the site, language-neutral: marketing pages, docs, blog. */
export const ALL_ROUTES: string[] = [
  ...MARKETING_ROUTES,
  ...contentRoutes('docs'),
  BLOG_HOME,
  ...contentRoutes('blog'),
];

/** Every route in every language, e.g. ['en', '/contact/'], ['fr', '/fr/contact/']. */
export const LOCALIZED_ROUTES: [string, string][] = ALL_ROUTES.flatMap((route) =>
  LANGUAGES.map((language): [string, string] => [language, localizePath(route, language)]),
);
