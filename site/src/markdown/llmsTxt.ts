import type { DocSidebarItem } from '@foyer/design-system';

/** A page as llms.txt lists it. */
export interface LlmsLink {
  title: string;
  /** Absolute address of its Markdown copy. */
  url: string;
  description?: string | null;
}

/** The words of one language's llms.txt (locales/<language>/common.json, `llms`). */
export interface LlmsStrings {
  title: string;
  summary: string;
  intro: string;
  /** Heading of the docs home's own section. */
  start: string;
  /** Heading of the posts, in the proposal's "Optional" section: skippable when context is short. */
  optional: string;
}

/** One language's docs, in sidebar order, and its posts, newest first. */
export interface LlmsContent {
  sidebar: DocSidebarItem[];
  /** The doc at a page address (`/fr/docs/…/`), as a link to its Markdown copy. */
  docAt: (pagePath: string) => LlmsLink | undefined;
  posts: LlmsLink[];
}

function line({ title, url, description }: LlmsLink): string {
  return `- [${title}](${url})${description ? `: ${description}` : ''}`;
}

function section(heading: string, links: (LlmsLink | undefined)[]): string[] {
  const present = links.filter((link): link is LlmsLink => link !== undefined);
  return present.length > 0 ? [`## ${heading}`, '', ...present.map(line), ''] : [];
}

function hrefsOf(items: DocSidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return [item.href];
    return [...(item.href ? [item.href] : []), ...hrefsOf(item.items)];
  });
}

/**
 * An llms.txt as the proposal (llmstxt.org) has it: the name as the `#` heading, a
 * one-line summary as a quote, a paragraph, then `##` sections of links to the
 * Markdown copies, each with its description; the posts last, under "Optional".
 */
export function llmsTxt(strings: LlmsStrings, content: LlmsContent): string {
  const docsHome = content.sidebar.filter((item) => item.type === 'link');
  const categories = content.sidebar.filter((item) => item.type === 'category');
  return [
    `# ${strings.title}`,
    '',
    `> ${strings.summary}`,
    '',
    strings.intro,
    '',
    ...section(strings.start, hrefsOf(docsHome).map(content.docAt)),
    ...categories.flatMap((category) => section(category.label, hrefsOf([category]).map(content.docAt))),
    ...section(strings.optional, content.posts),
  ].join('\n');
}

/** Every doc of a language in one file, in sidebar order, after the same heading as llms.txt. */
export function llmsFullTxt(strings: LlmsStrings, docs: string[]): string {
  return [llmsFullHeader(strings), ...docs.map(llmsFullEntry)].join('');
}

/** llms-full.txt's title and summary, before its docs; written first when the file is streamed. */
export function llmsFullHeader(strings: LlmsStrings): string {
  return `# ${strings.title}\n\n> ${strings.summary}\n`;
}

/** One doc's Markdown in llms-full.txt, after a rule. */
export function llmsFullEntry(doc: string): string {
  return `\n---\n\n${doc.trim()}\n`;
}

/** The page addresses of a sidebar, in order. */
export function sidebarPaths(sidebar: DocSidebarItem[]): string[] {
  return hrefsOf(sidebar);
}
