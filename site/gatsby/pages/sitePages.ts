import fs from 'node:fs';
import path from 'node:path';
import type { Actions } from 'gatsby';
import { LANGUAGES } from '../../src/i18n/languages';
import { localizePath } from '../../src/i18n/routing';
import { sitePath } from '../sitePaths';
import { createLocalizedPage } from './localizedPage';

export interface SourcePage {
  /** Its address in the default language: `plus/index.tsx` → `/plus/`. */
  path: string;
  component: string;
}

/** The marketing and utility pages, one file each under `pagesDir`, with their addresses. */
export function sourcePages(pagesDir: string): SourcePage[] {
  return fs
    .readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx$/.test(file) && !/\.(test|stories)\.tsx$/.test(file))
    .sort()
    .map((file) => {
      const route = file
        .replace(/\.tsx$/, '')
        .split(path.sep)
        .filter((part) => part !== 'index')
        .join('/');
      return { path: route ? `/${route}/` : '/', component: path.join(pagesDir, file) };
    });
}

/**
 * src/pages in every language. Gatsby copies `/404/` to `/404.html` itself; the other
 * languages' `404.html`, which the host answers for their missing addresses, are made here.
 */
export function createSitePages(actions: Actions): void {
  for (const page of sourcePages(sitePath('src/pages'))) {
    for (const language of LANGUAGES) {
      createLocalizedPage(actions, { path: localizePath(page.path, language), component: page.component });
      if (page.path === '/404/' && localizePath('/', language) !== '/') {
        createLocalizedPage(actions, {
          path: localizePath('/404.html', language),
          component: page.component,
        });
      }
    }
  }
}
