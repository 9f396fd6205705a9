// ESM-only; Node 20.19+ loads them through require(esm) from the CommonJS-compiled Gatsby config.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { remarkDataFlow } from '../integrations/remarkDataFlow';
import { remarkFrenchTypography } from '../../gatsby/remarkFrenchTypography';
import { componentAsMarkdown, type MarkdownContext, type MdastNode } from './componentsAsMarkdown';

/** What a Markdown copy of a doc or post is made from. */
export interface MarkdownSource {
  /** The MDX body, front matter excluded. */
  body: string;
  /** The MDX file's path: its language and whether it is an integration guide come from it. */
  filePath: string;
  title: string;
  description?: string | null;
}

const MDX_NODE = /^mdx/;

/** Internal addresses become absolute, so a copy pasted anywhere still leads to the site. */
function absolutize(node: MdastNode, siteUrl: string): void {
  if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
    if (node.url.startsWith('/') && !node.url.startsWith('//')) node.url = `${siteUrl}${node.url}`;
  }
  node.children?.forEach((child) => absolutize(child, siteUrl));
}

/**
 * Replaces every MDX component with plain Markdown (componentsAsMarkdown) and keeps a
 * code fence's language only: its title becomes the line above it, its other meta
 * (highlighted lines, line numbers) means nothing outside the page.
 */
function toPlainMarkdown(node: MdastNode, context: MarkdownContext): MdastNode[] {
  if (node.type === 'code') {
    const title = node.meta ? /title="([^"]+)"/.exec(node.meta)?.[1] : undefined;
    const fence: MdastNode = { type: 'code', lang: node.lang ?? null, meta: null, value: node.value ?? '' };
    return title ? [{ type: 'paragraph', children: [{ type: 'inlineCode', value: title }] }, fence] : [fence];
  }
  if (node.type === 'mdxjsEsm') return [];
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const replaced = componentAsMarkdown(node, context);
    return replaced.flatMap((child) => toPlainMarkdown(child, context));
  }
  if (node.children) {
    node.children = node.children.flatMap((child) => toPlainMarkdown(child, context));
  }
  return [node];
}

function assertNoMdxLeft(node: MdastNode, filePath: string): void {
  if (MDX_NODE.test(node.type)) {
    throw new Error(`${filePath}: ${node.type} ${node.name ?? ''} has no Markdown form`);
  }
  node.children?.forEach((child) => assertNoMdxLeft(child, filePath));
}

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDataFlow)
  .use(remarkFrenchTypography);

const STYLE: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  rule: '-',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
};

/**
 * A doc or post as plain Markdown, for readers and their assistants: the title as the
 * only `#` heading, the description as a quote, then the body as the page shows it
 * (the integration guide's data-flow line, French spacing, prices and the trial's
 * length written out), with no JSX left. Throws on a component it cannot write.
 */
export async function mdxToMarkdown(source: MarkdownSource, context: MarkdownContext): Promise<string> {
  const file = { path: source.filePath, value: source.body };
  const tree = (await processor.run(processor.parse(file), file)) as MdastNode;
  const [body] = toPlainMarkdown(tree, context);
  if (!body) throw new Error(`${source.filePath}: empty Markdown`);
  assertNoMdxLeft(body, source.filePath);
  absolutize(body, context.siteUrl);
  const heading: MdastNode[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: source.title }] },
    ...(source.description
      ? [
          {
            type: 'blockquote',
            children: [{ type: 'paragraph', children: [{ type: 'text', value: source.description }] }],
          },
        ]
      : []),
  ];
  const root = { type: 'root', children: [...heading, ...(body.children ?? [])] };
  const extensions = (processor.data('toMarkdownExtensions') ?? []) as ToMarkdownOptions[];
  return toMarkdown(root as Parameters<typeof toMarkdown>[0], { ...STYLE, extensions });
}
