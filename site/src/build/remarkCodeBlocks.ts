import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

/**
 * Highlights fenced code at build time and hands it to the design system's
 * CodeBlock as ready-made HTML, so no highlighter ships to the browser.
 * A fence's meta may name the file: ```yaml title="docker-compose.yml"
 */
const LANGUAGES = [
  'bash',
  'yaml',
  'json',
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'http',
  'ini',
  'powershell',
  'docker',
  'markup',
  'css',
  'sql',
];
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  zsh: 'bash',
  yml: 'yaml',
  js: 'javascript',
  ts: 'typescript',
  html: 'markup',
  xml: 'markup',
  dockerfile: 'docker',
  ps: 'powershell',
  env: 'ini',
};

loadLanguages(LANGUAGES);

interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: CodeNode[];
  name?: string;
  attributes?: { type: 'mdxJsxAttribute'; name: string; value: string }[];
  data?: unknown;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function highlight(code: string, language: string | undefined): { html: string; language: string } {
  const name = language ? (ALIASES[language] ?? language) : 'text';
  const grammar = Prism.languages[name];
  return { html: grammar ? Prism.highlight(code, grammar, name) : escapeHtml(code), language: name };
}

export function titleFromMeta(meta: string | null | undefined): string | undefined {
  return meta ? /title="([^"]+)"/.exec(meta)?.[1] : undefined;
}

function transform(node: CodeNode): void {
  node.children?.forEach((child, index) => {
    if (child.type === 'code') {
      const code = child.value ?? '';
      const { html, language } = highlight(code, child.lang ?? undefined);
      const title = titleFromMeta(child.meta);
      const attributes = [
        { type: 'mdxJsxAttribute' as const, name: 'html', value: html },
        { type: 'mdxJsxAttribute' as const, name: 'code', value: code },
        { type: 'mdxJsxAttribute' as const, name: 'language', value: language },
        ...(title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: title }] : []),
      ];
      node.children![index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] };
    } else {
      transform(child);
    }
  });
}

export function remarkCodeBlocks() {
  return (tree: CodeNode) => transform(tree);
}
