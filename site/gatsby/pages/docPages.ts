import type { Actions } from 'gatsby';
import { LANGUAGES } from '../../src/i18n/languages';
import { docChromeByPath, type DocChrome } from '../../src/docs/docChromeContext';
import { DOCS_SIDEBAR_SLICE } from '../../src/docs/docsSidebar';
import { docsSidebarContext } from '../../src/docs/docsSidebarContext';
import type { PageFreshness } from '../../src/docs/freshness';
import { markdownPath } from '../../src/markdown/markdownPath';
import { sitePath } from '../sitePaths';
import type { CommonStringsNode, ContentNode } from './contentQuery';
import { createLocalizedPage } from './localizedPage';

function docsSidebarSliceId(language: string): string {
  return `${DOCS_SIDEBAR_SLICE}-${language}`;
}

/**
 * One docs sidebar slice per language, rendered once and shared by all its docs (each
 * page marks itself in it, see DocPage), and the doc pages, each carrying only its own
 * neighbours.
 */
export function createDocPages(
  actions: Actions,
  docs: readonly ContentNode[],
  commonStrings: readonly CommonStringsNode[],
  freshnessOf: (id: string) => PageFreshness,
): void {
  const docChrome = new Map<string, DocChrome>();
  for (const language of LANGUAGES) {
    const ofLanguage = docs
      .filter((node) => node.fields.language === language)
      .map((node) => ({ ...node.fields, ...node.frontmatter }));
    const strings = commonStrings.find((node) => node.language === language);
    if (!strings) throw new Error(`No common.json strings for ${language}`);
    actions.createSlice({
      id: docsSidebarSliceId(language),
      component: sitePath('src/slices/DocsSidebar.tsx'),
      context: docsSidebarContext(ofLanguage, language, strings.data),
    });
    docChromeByPath(ofLanguage).forEach((value, key) => docChrome.set(key, value));
  }

  for (const node of docs) {
    const { path: pagePath, language } = node.fields;
    createLocalizedPage(actions, {
      path: pagePath,
      component: sitePath('src/templates/DocPage.tsx'),
      context: {
        id: node.id,
        chrome: docChrome.get(pagePath),
        freshness: freshnessOf(node.id),
        markdownHref: markdownPath(pagePath),
      },
      slices: { [DOCS_SIDEBAR_SLICE]: docsSidebarSliceId(language) },
    });
  }
}
