/**
 * The website's own privacy notice (content/pages/<language>/privacy.mdx): the
 * footer and every form that collects personal data link to it.
 */
export const SITE_PRIVACY_PATH = '/privacy/';

/**
 * The marketing and utility routes of the spec, language-neutral. Each exists at
 * this path in English and under /fr/ in French; `src/pages` or `content/pages`
 * holds one file each.
 */
export const MARKETING_ROUTES = [
  '/',
  '/contact/',
  '/integrations/',
  '/open/',
  '/payment_success/',
  '/plus/',
  '/plus/privacy/',
  '/plus/terms/',
  SITE_PRIVACY_PATH,
  '/search/',
  '/starter-kit/',
] as const;

/**
 * Pages that exist in both languages but are no destination of their own: not in the
 * sitemap, and `noindex`. The first four are where the forms receiver sends a browser
 * that posted a form without JavaScript (a 303 after the post); the last two are the
 * pages a newsletter mail links to, with the token in their query string. A literal
 * list: this module ships to every page, and a spread would bring a helper with it.
 */
export const UNLISTED_ROUTES: readonly string[] = [
  '/forms/sent/',
  '/forms/check-inbox/',
  '/forms/invalid/',
  '/forms/failed/',
  '/newsletter/confirm/',
  '/newsletter/unsubscribe/',
];

export const DOCS_HOME = '/docs/';
export const BLOG_HOME = '/blog/';

/** A doc's route; a category's `index` doc is the category's own address (/docs/integrations/). */
export function docPath(category: string, id: string): string {
  return id === 'index' ? `/docs/${category}/` : `/docs/${category}/${id}/`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${slug}/`;
}
