import type { Actions } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages';
import { splitLanguage } from '../../src/i18n/routing';

/**
 * The context gatsby-plugin-react-i18next gives a page of the language in its address.
 * Written by the site for the pages it creates, the plugin leaves them as they are:
 * when it rewrote each one after createPages, every page's context differed from the
 * one the last build stored, and a warm build re-ran almost every page query.
 */
export function languageContext(pagePath: string) {
  const { language, path: originalPath } = splitLanguage(pagePath);
  return {
    language,
    i18n: {
      language,
      languages: [...LANGUAGES],
      defaultLanguage: DEFAULT_LANGUAGE,
      generateDefaultLanguagePage: false,
      routed: language !== DEFAULT_LANGUAGE,
      originalPath,
      path: pagePath,
    },
  };
}

type PageInput = Parameters<Actions['createPage']>[0];

/** Creates a page whose language is the one in its address. */
export function createLocalizedPage(actions: Actions, page: PageInput & { context?: object }): void {
  actions.createPage({ ...page, context: { ...page.context, ...languageContext(page.path) } });
}
