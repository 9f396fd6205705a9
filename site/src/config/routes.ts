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

export const DOCS_HOME = '/docs/';
export const BLOG_HOME = '/blog/';

/** A doc's route; a category's `index` doc is the category's own address (/docs/integrations/). */
export function docPath(category: string, id: string): string {
  return id === 'index' ? `/docs/${category}/` : `/docs/${category}/${id}/`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${slug}/`;
}
