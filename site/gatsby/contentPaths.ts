import { isLanguage, type Language } from '../src/i18n/languages';
import { localizePath } from '../src/i18n/routing';
import { DOCS_HOME, blogPostPath, docPath } from '../src/config/routes';

/** docs and blog posts, and `pages`: long-form pages such as the Plus privacy policy. */
export type Collection = 'docs' | 'blog' | 'pages';

export interface ContentLocation {
  collection: Collection;
  language: Language;
  /** Language-neutral route, e.g. '/docs/api/rest-api/'. */
  neutralPath: string;
  /** Route with the language prefix, e.g. '/fr/docs/api/rest-api/'. */
  path: string;
  /** For docs: category folder ('' for the docs home) and id. For blog: the slug. */
  category: string;
  slug: string;
}

/**
 * Where a content file is published. `relativePath` is relative to its collection
 * folder: 'fr/api/rest-api.mdx', 'en/index.mdx' (the docs home), 'en/my-post.mdx',
 * 'en/plus/privacy.mdx' (a page at /plus/privacy/).
 */
export function locateContent(collection: Collection, relativePath: string): ContentLocation {
  const parts = relativePath.replace(/\.mdx?$/, '').split('/');
  const [language, ...rest] = parts;
  if (!isLanguage(language)) {
    throw new Error(`${collection}/${relativePath}: the first folder must be a language (en or fr)`);
  }
  let neutralPath: string;
  let category = '';
  let slug: string;
  if (collection === 'docs') {
    if (rest.length === 1 && rest[0] === 'index') {
      neutralPath = DOCS_HOME;
      slug = 'index';
    } else if (rest.length === 2 && rest[0] && rest[1]) {
      [category, slug] = rest as [string, string];
      neutralPath = docPath(category, slug);
    } else {
      throw new Error(`docs/${relativePath}: docs live at docs/<language>/<category>/<id>.mdx`);
    }
  } else if (collection === 'pages') {
    if (rest.length === 0 || rest.some((part) => !part)) {
      throw new Error(`pages/${relativePath}: pages live at pages/<language>/<path>.mdx`);
    }
    slug = rest.join('/');
    neutralPath = `/${slug}/`;
  } else {
    if (rest.length !== 1 || !rest[0]) {
      throw new Error(`blog/${relativePath}: posts live at blog/<language>/<slug>.mdx`);
    }
    slug = rest[0];
    neutralPath = blogPostPath(slug);
  }
  return { collection, language, neutralPath, path: localizePath(neutralPath, language), category, slug };
}
