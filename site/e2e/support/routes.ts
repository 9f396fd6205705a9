import fs from 'node:fs';
import path from 'node:path';
import { MARKETING_ROUTES } from '../../src/config/routes';
import { UNLISTED_ROUTES } from '../../src/config/formPages';
import { blog, blogListPath } from '../../src/config/blog';
import { locateContent, type Collection } from '../../gatsby/contentPaths';
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

const blogPosts = contentRoutes('blog');

/** Every doc's and every post's route, language-neutral. */
export const DOC_ROUTES: string[] = contentRoutes('docs');
export const POST_ROUTES: string[] = blogPosts;

/** The blog's list pages: /blog/, /blog/page/2/, … */
export const BLOG_LIST_ROUTES: string[] = Array.from(
  { length: Math.ceil(blogPosts.length / blog.postsPerPage) },
  (_, index) => blogListPath(index + 1),
);

/**
 * Every route of the site, language-neutral: marketing pages, the forms' result pages and
 * the newsletter's pages (unlisted: noindex, not in the sitemap), docs, blog.
 */
export const ALL_ROUTES: string[] = [
  ...MARKETING_ROUTES,
  ...UNLISTED_ROUTES,
  ...DOC_ROUTES,
  ...BLOG_LIST_ROUTES,
  blog.archivePath,
  blog.authorsPath,
  ...blogPosts,
];

/** Every route in every language, e.g. ['en', '/contact/'], ['fr', '/fr/contact/']. */
export const LOCALIZED_ROUTES: [string, string][] = ALL_ROUTES.flatMap((route) =>
  LANGUAGES.map((language): [string, string] => [language, localizePath(route, language)]),
);
