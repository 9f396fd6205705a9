import type { Language } from '../i18n/languages';
import type { MdxTreeNode } from '../mdx/mdxTree';
import { offerFactText } from '../mdx/offerFacts';
import { codeRecordId } from './chunked/recordRows';
import type { SearchRecord } from './types';

/** A doc or a blog post, as search reads it. */
export interface DocSource {
  /** The body as compileMdxTree built it: the tree its page renders. */
  tree: MdxTreeNode[];
  /** Address of the page, with its language prefix. */
  path: string;
  /** The title, as its page shows it. */
  title: string;
  /** The top level of the hierarchy, in the page's language: a doc's sidebar category, or the blog. */
  category: string;
  language: Language;
  /** A docs version tag, or POSTS_TAG. */
  versionTag: string;
}

const HEADING_LEVELS: Readonly<Record<string, number>> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** The integrations index is a list of other pages. */
const UNSEARCHED = new Set(['IntegrationsByTechnology']);
/**
 * Code is searched apart from prose: a reader pastes a command or a key and wants the
 * line that shows it, not a sentence around it.
 */
const CODE = new Set(['pre', 'CodeBlock']);
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
  /** The code blocks of the section, each as written. */
  code: string[];
}

/** Runs of spaces and line breaks as one space; no-break spaces (French typography) stay. */
function readable(text: string[]): string {
  return text
    .join('')
    .replace(/[ \t\n\r]+/g, ' ')
    .replace(/^ | $/g, '');
}

/** The code of a code block: the `code` prop of a CodeBlock, the text of a bare `pre`. */
function codeOf(props: Record<string, unknown> | null, children: MdxTreeNode[], language: Language): string {
  if (typeof props?.code === 'string') return props.code;
  const text: string[] = [];
  appendText(children, language, () => text);
  return text.join('');
}

interface Collectors {
  onHeading?: (section: Section) => void;
  onCode?: (code: string) => void;
}

/**
 * The text a reader sees in `nodes`, appended to `into`; a heading starts a new
 * section through `onHeading` instead, and code goes to `onCode`.
 */
function appendText(
  nodes: MdxTreeNode[],
  language: Language,
  into: () => string[],
  collectors: Collectors = {},
): void {
  const { onHeading, onCode } = collectors;
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
      onHeading({ level, anchor: props.id, heading: readable(heading), text: [], code: [] });
      continue;
    }
    if (UNSEARCHED.has(type)) continue;
    if (CODE.has(type)) {
      onCode?.(codeOf(props, children, language));
      continue;
    }
    const fact = offerFactText(type, props, language);
    if (fact !== undefined) {
      into().push(fact);
      continue;
    }
    appendText(children, language, into, collectors);
    if (!INLINE.has(type)) into().push(' ');
  }
}

/** A code block's text for the index: its lines as written, cut at a line end past the limit. */
function codeContent(code: string): string {
  const lines = code.replace(/\s+$/, '').split('\n');
  let content = '';
  for (const line of lines) {
    const next = content ? `${content}\n${line}` : line;
    if (next.length > MAX_CONTENT_LENGTH && content) break;
    content = next.slice(0, MAX_CONTENT_LENGTH);
  }
  return content;
}

/**
 * The search records of one doc or post: one for its introduction (the page title)
 * and one per heading section, each with the hierarchy above it, its text, and the
 * address of its heading, all read from the tree the page renders. Each code block
 * is a record of its own (`content`, as DocSearch calls a piece of a section), under
 * the heading it sits below, so that a pasted command finds the line that shows it.
 */
export function buildRecords(doc: DocSource): SearchRecord[] {
  const sections: Section[] = [{ level: 1, anchor: '', heading: doc.title, text: [], code: [] }];
  const current = () => sections[sections.length - 1]!;
  appendText(doc.tree, doc.language, () => current().text, {
    onHeading: (section) => sections.push(section),
    onCode: (code) => current().code.push(code),
  });

  const hierarchy: (string | null)[] = [doc.category, doc.title, null, null, null, null, null];
  return sections.flatMap((section) => {
    const content = readable(section.text).slice(0, MAX_CONTENT_LENGTH);
    if (section.level > 1) {
      hierarchy[section.level] = section.heading;
      hierarchy.fill(null, section.level + 1);
    }
    const level = (depth: number) => (section.level >= depth ? (hierarchy[depth] ?? null) : null);
    const common = {
      hierarchy: {
        lvl0: hierarchy[0] ?? null,
        lvl1: hierarchy[1] ?? null,
        lvl2: level(2),
        lvl3: level(3),
        lvl4: level(4),
        lvl5: level(5),
        lvl6: level(6),
      },
      url: section.anchor ? `${doc.path}#${section.anchor}` : doc.path,
      language: doc.language,
      docusaurus_tag: doc.versionTag,
    };
    const objectID = `${doc.path}#${section.anchor}`;
    const codeRecords = section.code.flatMap((code, index): SearchRecord[] => {
      const text = codeContent(code);
      return text
        ? [{ ...common, objectID: codeRecordId(common.url, index + 1), content: text, type: 'content' }]
        : [];
    });
    return [
      {
        ...common,
        objectID,
        content: content || null,
        type: `lvl${section.level}` as SearchRecord['type'],
      },
      ...codeRecords,
    ];
  });
}
