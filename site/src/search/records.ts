import type { Language } from '../i18n/languages';
import type { MdxTreeNode } from '../mdx/mdxTree';
import { offerFactText } from '../mdx/offerFacts';
import type { SearchRecord } from './types';

export interface DocSource {
  /** The doc's body as compileMdxTree built it: the tree its page renders. */
  tree: MdxTreeNode[];
  /** Address of the doc, with its language prefix. */
  path: string;
  /** The doc's title, as its page shows it. */
  title: string;
  /** The doc's sidebar category, in the doc's language: the top level of the hierarchy. */
  category: string;
  language: Language;
  versionTag: string;
}

const HEADING_LEVELS: Readonly<Record<string, number>> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** People search for words, not commands; the integrations index is a list of other pages. */
const UNSEARCHED = new Set(['pre', 'CodeBlock', 'IntegrationsByTechnology']);
/** Elements that sit inside a line of text: no space is read around them. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'del',
  'em',
  'i',
  'kbd',
  'mark',
  's',
  'span',
  'strong',
  'sub',
  'sup',
]);
const MAX_CONTENT_LENGTH = 1200;

interface Section {
  level: number;
  /** The heading's id, which the page gives it too; empty for the introduction. */
  anchor: string;
  heading: string;
  text: string[];
}

/** Runs of spaces and line breaks as one space; no-break spaces (French typography) stay. */
function readable(text: string[]): string {
  return text
    .join('')
    .replace(/[ \t\n\r]+/g, ' ')
    .replace(/^ | $/g, '');
}

/**
 * The text a reader sees in `nodes`, appended to `into`; a heading starts a new
 * section through `onHeading` instead.
 */
function appendText(
  nodes: MdxTreeNode[],
  language: Language,
  into: () => string[],
  onHeading?: (section: Section) => void,
): void {
  for (const node of nodes) {
    if (typeof node === 'string') {
      into().push(node);
      continue;
    }
    const [type, props, ...children] = node;
    const level = HEADING_LEVELS[type];
    if (onHeading && level && typeof props?.id === 'string') {
      const heading: string[] = [];
      appendText(children, language, () => heading);
      onHeading({ level, anchor: props.id, heading: readable(heading), text: [] });
      continue;
    }
    if (UNSEARCHED.has(type)) continue;
    const fact = offerFactText(type, props, language);
    if (fact !== undefined) {
      into().push(fact);
      continue;
    }
    appendText(children, language, into, onHeading);
    if (!INLINE.has(type)) into().push(' ');
  }
}

/**
 * The search records of one doc: one for its introduction (the page title) and one
 * per heading section, each with the hierarchy above it, its text, and the address
 * of its heading, all read from the tree the page renders.
 */
export function buildRecords(doc: DocSource): SearchRecord[] {
  const sections: Section[] = [{ level: 1, anchor: '', heading: doc.title, text: [] }];
  const current = () => sections[sections.length - 1]!.text;
  appendText(doc.tree, doc.language, current, (section) => sections.push(section));

  const hierarchy: (string | null)[] = [doc.category, doc.title, null, null, null, null, null];
  return sections.map((section) => {
    const content = readable(section.text).slice(0, MAX_CONTENT_LENGTH);
    if (section.level > 1) {
      hierarchy[section.level] = section.heading;
      hierarchy.fill(null, section.level + 1);
    }
    const level = (depth: number) => (section.level >= depth ? (hierarchy[depth] ?? null) : null);
    return {
      objectID: `${doc.path}#${section.anchor}`,
      hierarchy: {
        lvl0: hierarchy[0] ?? null,
        lvl1: hierarchy[1] ?? null,
        lvl2: level(2),
        lvl3: level(3),
        lvl4: level(4),
        lvl5: level(5),
        lvl6: level(6),
      },
      content: content || null,
      type: `lvl${section.level}` as SearchRecord['type'],
      url: section.anchor ? `${doc.path}#${section.anchor}` : doc.path,
      language: doc.language,
      docusaurus_tag: doc.versionTag,
    };
  });
}
