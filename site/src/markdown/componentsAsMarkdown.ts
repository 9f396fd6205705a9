import { isLegalField, legalText } from '../config/legal';
import type { TranslateCommon } from '../integrations/dataFlowStatement';
import { dataFlowStatement } from '../integrations/dataFlowStatement';
import type { IntegrationEntry } from '../integrations/catalogue';
import { TECHNOLOGIES } from '../integrations/technologies';
import type { Language } from '../i18n/languages';
import { localizePath } from '../i18n/routing';
import { frenchTypography } from '../i18n/frenchTypography';
import { offerFactText } from '../mdx/offerFacts';

/** The few mdast fields the Markdown copies read and write. */
export interface MdastNode {
  type: string;
  name?: string | null;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  depth?: number;
  spread?: boolean;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdastNode[];
}

/** What turning components into Markdown needs to know besides the file. */
export interface MarkdownContext {
  language: Language;
  /** Absolute origin of the site, no trailing slash. */
  siteUrl: string;
  translate: TranslateCommon;
  /** The integrations catalogue, for the docs' integrations index. */
  catalogue: readonly IntegrationEntry[];
}

function attribute(node: MdastNode, name: string): string | undefined {
  const found = node.attributes?.find((candidate) => candidate.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

const text = (value: string): MdastNode => ({ type: 'text', value });
const strong = (value: string): MdastNode => ({ type: 'strong', children: [text(value)] });
const paragraph = (...children: MdastNode[]): MdastNode => ({ type: 'paragraph', children });

/** Typesets a label the site writes into French text (the content's own text is typeset already). */
function said(value: string, context: MarkdownContext): string {
  return context.language === 'fr' ? frenchTypography(value) : value;
}

/** "Title:" in English, "Titre :" (narrow no-break space) in French. */
function titled(title: string, context: MarkdownContext): string {
  return said(context.language === 'fr' ? `${title} :` : `${title}:`, context);
}

/** `<Admonition type title>`: a quote opening with its title in bold, as GitHub and most readers show notes. */
function admonition(node: MdastNode, context: MarkdownContext): MdastNode[] {
  const type = attribute(node, 'type') ?? 'note';
  const title = attribute(node, 'title') ?? context.translate(`mdx.admonition.${type}`);
  const [first, ...rest] = node.children ?? [];
  const opening =
    first?.type === 'paragraph'
      ? [paragraph(strong(titled(title, context)), text(' '), ...(first.children ?? [])), ...rest]
      : [paragraph(strong(titled(title, context))), ...(first ? [first] : []), ...rest];
  return [{ type: 'blockquote', children: opening }];
}

/** `<Tabs label>`: every tab, one after the other, each under its label in bold ("Operating system: macOS"). */
function tabs(node: MdastNode, context: MarkdownContext): MdastNode[] {
  const label = attribute(node, 'label');
  return (node.children ?? [])
    .filter((child) => child.type === 'mdxJsxFlowElement' && child.name === 'TabItem')
    .flatMap((item) => {
      const itemLabel = attribute(item, 'label') ?? attribute(item, 'value') ?? '';
      return [
        paragraph(strong(label ? `${titled(label, context)} ${itemLabel}` : itemLabel)),
        ...(item.children ?? []),
      ];
    });
}

/** `<IntegrationsByTechnology />`: each technology as a heading over its guides, with their data-flow mark. */
function integrationsByTechnology(context: MarkdownContext): MdastNode[] {
  const { language, translate } = context;
  return TECHNOLOGIES.flatMap((technology) => {
    const items = context.catalogue.filter((item) => item.technologies.includes(technology));
    if (items.length === 0) return [];
    return [
      { type: 'heading', depth: 2, children: [text(translate(`integrations.technologies.${technology}`))] },
      {
        type: 'list',
        spread: false,
        children: items.map((item) => ({
          type: 'listItem',
          spread: false,
          children: [
            paragraph(
              {
                type: 'link',
                url: localizePath(`/docs/integrations/${item.doc}/`, language),
                children: [text(item.name)],
              },
              text(
                said(
                  `${language === 'fr' ? ' :' : ':'} ${item.description[language]} (${dataFlowStatement(item, language, translate).label})`,
                  context,
                ),
              ),
            ),
          ],
        })),
      },
    ];
  });
}

/**
 * The plain Markdown of one of the site's MDX components (MDX_COMPONENT_NAMES), as its
 * reader would want it pasted: children that are themselves components are handled by
 * the caller. Throws on anything else, so no JSX reaches a copy.
 */
export function componentAsMarkdown(node: MdastNode, context: MarkdownContext): MdastNode[] {
  const inline = node.type === 'mdxJsxTextElement';
  switch (node.name) {
    case 'Admonition':
      return admonition(node, context);
    case 'Tabs':
      return tabs(node, context);
    case 'IntegrationsByTechnology':
      return integrationsByTechnology(context);
    case 'Price':
    case 'TrialDays': {
      const value = offerFactText(node.name, { of: attribute(node, 'of') }, context.language);
      if (value !== undefined) return [inline ? text(value) : paragraph(text(value))];
      break;
    }
    case 'LegalEntity': {
      const field = attribute(node, 'field');
      if (field && isLegalField(field)) {
        const value = legalText(field, context.language).text;
        return [inline ? text(value) : paragraph(text(value))];
      }
      break;
    }
    default:
      break;
  }
  throw new Error(`<${node.name ?? 'fragment'}> has no Markdown form`);
}
