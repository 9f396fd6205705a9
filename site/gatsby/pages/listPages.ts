import type { Actions } from 'gatsby';
import { LANGUAGES } from '../../src/i18n/languages';
import { localizePath } from '../../src/i18n/routing';
import { blog, blogListPath } from '../../src/config/blog';
import { FORM_PAGES } from '../../src/config/formPages';
import { sitePath } from '../sitePaths';
import type { ContentNode } from './contentQuery';
import { createLocalizedPage } from './localizedPage';

/** Each language's blog lists (10 posts a page), archive and authors, and the forms' result pages. */
export function createListAndFormPages(actions: Actions, posts: readonly ContentNode[]): void {
  for (const language of LANGUAGES) {
    const count = posts.filter((post) => post.fields.language === language).length;
    const totalPages = Math.max(1, Math.ceil(count / blog.postsPerPage));
    for (let currentPage = 1; currentPage <= totalPages; currentPage += 1) {
      createLocalizedPage(actions, {
        path: localizePath(blogListPath(currentPage), language),
        component: sitePath('src/templates/BlogList.tsx'),
        context: {
          currentPage,
          totalPages,
          skip: (currentPage - 1) * blog.postsPerPage,
          limit: blog.postsPerPage,
        },
      });
    }
    createLocalizedPage(actions, {
      path: localizePath(blog.archivePath, language),
      component: sitePath('src/templates/BlogArchive.tsx'),
    });
    createLocalizedPage(actions, {
      path: localizePath(blog.authorsPath, language),
      component: sitePath('src/templates/BlogAuthors.tsx'),
    });
    for (const [formPagePath, context] of Object.entries(FORM_PAGES)) {
      createLocalizedPage(actions, {
        path: localizePath(formPagePath, language),
        component: sitePath('src/templates/FormPage.tsx'),
        context,
      });
    }
  }
}
