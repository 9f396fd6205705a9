import type { DocsSidebarContext } from '../slices/DocsSidebar';
import { buildDocsSidebar, type SidebarDoc } from './buildSidebar';
import { headTranslator } from '../i18n/headTranslator';

/**
 * The docs sidebar slice's context for one language: its items, with category
 * labels from that language's `common` strings (as the Locale nodes give them,
 * French typography applied), and the landmark's name.
 */
export function docsSidebarContext(
  docs: SidebarDoc[],
  language: string,
  commonStrings: string,
): DocsSidebarContext {
  const t = headTranslator(
    { locales: { edges: [{ node: { ns: 'common', data: commonStrings, language } }] } },
    'common',
  );
  return { items: buildDocsSidebar(docs, t), label: t('docs.sidebar') };
}
