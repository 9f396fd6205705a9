import path from 'node:path';
import { isLanguage, type Language } from '../i18n/languages';
import { readCatalogue } from './catalogue';
import { commonStrings } from '../../gatsby/commonStrings';
import { dataFlowStatement, type DataFlowStatement } from './dataFlowStatement';

/**
 * Puts where the data goes at the top of each integration guide, at build time: a
 * paragraph holding the badge and its sentence, plain elements in the page data, so
 * the doc page gains no JavaScript. The words come from content/integrations.yaml and
 * the `common` strings, the same as on the catalogue's cards.
 */

/** content/docs/<language>/integrations/<doc>.mdx, with the site folder before it. */
const INTEGRATION_GUIDE = /^(.*)[\\/]content[\\/]docs[\\/](\w+)[\\/]integrations[\\/]([\w-]+)\.mdx$/;

export interface IntegrationGuide {
  siteRoot: string;
  language: Language;
  doc: string;
}

export function integrationGuide(filePath: string | undefined): IntegrationGuide | undefined {
  const [, siteRoot, language, doc] = (filePath && INTEGRATION_GUIDE.exec(filePath)) || [];
  if (siteRoot === undefined || !isLanguage(language) || !doc || doc === 'index') return undefined;
  return { siteRoot, language, doc };
}

/** The statement of the guide's integration; undefined for a file that is not an integration guide. */
export function guideDataFlow(filePath: string | undefined): DataFlowStatement | undefined {
  const guide = integrationGuide(filePath);
  if (!guide) return undefined;
  const entry = readCatalogue(path.join(guide.siteRoot, 'content/integrations.yaml')).find(
    (item) => item.doc === guide.doc,
  );
  // The build's catalogue check names a guide without its entry.
  if (!entry) return undefined;
  return dataFlowStatement(entry, guide.language, commonStrings(guide.siteRoot, guide.language));
}

interface MdastParent {
  type: string;
  children: unknown[];
}

/** The paragraph: `<p data-data-flow="cloud"><span data-data-flow-badge="cloud">Needs OpenAI</span> The sentence.</p>`. */
export function dataFlowParagraph(statement: DataFlowStatement) {
  return {
    type: 'paragraph',
    data: { hProperties: { dataDataFlow: statement.kind } },
    children: [
      {
        type: 'strong',
        data: { hName: 'span', hProperties: { dataDataFlowBadge: statement.kind } },
        children: [{ type: 'text', value: statement.label }],
      },
      { type: 'text', value: ` ${statement.description}` },
    ],
  };
}

export function remarkDataFlow() {
  return (tree: MdastParent, file: { path?: string }) => {
    const statement = guideDataFlow(file.path);
    if (statement) tree.children.unshift(dataFlowParagraph(statement));
  };
}
