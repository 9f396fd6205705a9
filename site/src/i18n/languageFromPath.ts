import fs from 'node:fs';
import path from 'node:path';
import { locateContent } from '../build/contentPaths';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

/** A page rule of gatsby-plugin-react-i18next (its `pages` option). */
export interface I18nPageRule {
  matchPath: string;
  getLanguageFromPath: true;
}

const PREFIXES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|');

/**
 * The plugin's rule for pages that gatsby-node creates once per language: the page's
 * language is read from its address (`/fr/…`, or none for English), instead of the
 * plugin making a copy of the page in each language.
 */
export function languageFromPath(neutralPattern: string): I18nPageRule {
  return { matchPath: `/:lang(${PREFIXES})?${neutralPattern}`, getLanguageFromPath: true };
}

function mdxFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? mdxFiles(path.join(folder, entry.name)).map((file) => `${entry.name}/${file}`)
        : /\.mdx?$/.test(entry.name)
          ? [entry.name]
          : [],
    );
}

/** The addresses of the long-form pages (content/pages), without a language prefix. */
export function longFormPagePaths(pagesFolder: string): string[] {
  return mdxFiles(path.join(pagesFolder, DEFAULT_LANGUAGE))
    .map((file) => locateContent('pages', `${DEFAULT_LANGUAGE}/${file}`).neutralPath)
    .sort();
}
