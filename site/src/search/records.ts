import { createSlugger } from '../build/remarkHeadingIds';
import type { SearchRecord } from './types';

export interface DocSource {
  /** The MDX body, front matter excluded. */
  body: string;
  /** Address of the doc, with its language prefix. */
  path: string;
  title: string;
  /** The doc's sidebar category, in the doc's language: the top level of the hierarchy. */
  category: string;
  language: string;
  versionTag: string;
  /** Values of the inline MDX components that stand for a fact, e.g. `<TrialDays />` → "14". */
  inlineValues?: (component: string, attributes: string) => string | undefined;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;
/** Lines that are only an MDX tag (Admonition, Tabs…), an import or an export. */
const JSX_LINE = /^\s*(<\/?[A-Z][\w.]*(\s[^>]*)?\/?>\s*$|import\s|export\s)/;
const MAX_CONTENT_LENGTH = 1200;

/** Markdown inline syntax to the text a reader sees; heading ids are slugged from the same text. */
export function plainText(markdown: string, inlineValues?: DocSource['inlineValues']): string {
  return markdown
    .replace(
      /<([A-Z]\w*)([^>]*)\/>/g,
      (_tag, name: string, attributes: string) => inlineValues?.(name, attributes) ?? '',
    )
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isTableRule(line: string): boolean {
  return /^\s*\|?\s*:?-{3,}/.test(line);
}

/**
 * The search records of one doc: one for its introduction (the page title) and one
 * per heading section, each with the hierarchy above it, its text, and the address
 * of its heading. Code blocks are left out: people search for words, not commands.
 */
export function buildRecords(doc: DocSource): SearchRecord[] {
  const slug = createSlugger();
  const hierarchy: (string | null)[] = [doc.category, doc.title, null, null, null, null, null];
  const records: SearchRecord[] = [];
  let current = { level: 1, anchor: '', text: [] as string[] };
  let inFence = false;

  const flush = () => {
    const content = current.text.join(' ').replace(/\s+/g, ' ').trim().slice(0, MAX_CONTENT_LENGTH);
    if (current.level > 1 || content || records.length === 0) {
      const type = `lvl${current.level}` as SearchRecord['type'];
      records.push({
        objectID: `${doc.path}#${current.anchor}`,
        hierarchy: {
          lvl0: hierarchy[0] ?? null,
          lvl1: hierarchy[1] ?? null,
          lvl2: current.level >= 2 ? (hierarchy[2] ?? null) : null,
          lvl3: current.level >= 3 ? (hierarchy[3] ?? null) : null,
          lvl4: current.level >= 4 ? (hierarchy[4] ?? null) : null,
          lvl5: current.level >= 5 ? (hierarchy[5] ?? null) : null,
          lvl6: current.level >= 6 ? (hierarchy[6] ?? null) : null,
        },
        content: content || null,
        type,
        url: current.anchor ? `${doc.path}#${current.anchor}` : doc.path,
        language: doc.language,
        docusaurus_tag: doc.versionTag,
      });
    }
  };

  for (const line of doc.body.split('\n')) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = HEADING.exec(line);
    if (heading) {
      const text = plainText(heading[2] ?? '', doc.inlineValues);
      const anchor = slug(text);
      const level = Math.max(2, (heading[1] ?? '').length);
      flush();
      hierarchy[level] = text;
      for (let deeper = level + 1; deeper < hierarchy.length; deeper += 1) hierarchy[deeper] = null;
      current = { level, anchor, text: [] };
      continue;
    }
    if (JSX_LINE.test(line) || isTableRule(line)) continue;
    const text = plainText(line, doc.inlineValues);
    if (text) current.text.push(text);
  }
  flush();
  return records;
}
