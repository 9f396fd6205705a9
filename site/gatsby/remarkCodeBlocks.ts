import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import { parseCodeFenceMeta, readDiffFence } from './codeFenceMeta';
import { codeLineLabelsOf } from './codeLineLabels';
import { annotateCodeLines, copyableCode, type CodeLineMarks } from './designSystemBuildTime';

/**
 * Highlights fenced code at build time and hands it to the design system's
 * CodeBlock as ready-made HTML, so no highlighter ships to the browser, nor any
 * code for marked lines: the fence's meta (codeFenceMeta.ts) names the file and
 * points at lines, which annotateCodeLines writes into the HTML for CodeBlock's
 * stylesheet to draw.
 *
 *   ```yaml title="docker-compose.yml" {3} ins={5-6}
 *   ```diff lang="yaml"      (lines starting with +, - or a space)
 *
 * The block's `code`, which its copy button copies and search indexes, is the code
 * alone, as the file should end up: no signs, no numbers, removed lines left out.
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
  position?: { start: { line: number } };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function highlight(code: string, language: string | undefined): { html: string; language: string } {
  const name = language ? (ALIASES[language] ?? language) : 'text';
  const grammar = Prism.languages[name];
  return { html: grammar ? Prism.highlight(code, grammar, name) : escapeHtml(code), language: name };
}

export interface CodeBlockProps {
  html: string;
  code: string;
  language: string;
  title?: string;
}

/** A fence's CodeBlock props; `filePath` gives the language of the notes of marked lines. */
export function codeBlockProps(
  fence: { lang?: string | null; meta?: string | null; value?: string },
  filePath?: string,
): CodeBlockProps {
  const meta = parseCodeFenceMeta(fence.meta);
  let code = fence.value ?? '';
  let language = fence.lang ?? undefined;
  const marks = {
    highlighted: meta.highlighted,
    inserted: [...meta.inserted],
    removed: [...meta.removed],
  } satisfies CodeLineMarks;
  // Without `lang`, a diff fence is a patch, shown and copied as written.
  if (language === 'diff' && meta.lang) {
    const diff = readDiffFence(code);
    code = diff.code;
    language = meta.lang;
    marks.inserted.push(...diff.inserted);
    marks.removed.push(...diff.removed);
  }
  const highlighted = highlight(code, language);
  const marked = marks.highlighted.length + marks.inserted.length + marks.removed.length > 0;
  const html =
    marked || meta.showLineNumbers
      ? annotateCodeLines(highlighted.html, {
          marks,
          lineNumbers: meta.showLineNumbers,
          labels: marked ? codeLineLabelsOf(filePath) : undefined,
        })
      : highlighted.html;
  return {
    html,
    code: copyableCode(code, marks),
    language: highlighted.language,
    ...(meta.title ? { title: meta.title } : {}),
  };
}

function transform(node: CodeNode, filePath: string | undefined): void {
  node.children?.forEach((child, index) => {
    if (child.type === 'code') {
      let props: CodeBlockProps;
      try {
        props = codeBlockProps(child, filePath);
      } catch (error) {
        const where = `${filePath ?? 'MDX'}, code block at line ${child.position?.start.line ?? '?'}`;
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const attributes = Object.entries(props).map(([name, value]) => ({
        type: 'mdxJsxAttribute' as const,
        name,
        value,
      }));
      node.children![index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] };
    } else {
      transform(child, filePath);
    }
  });
}

export function remarkCodeBlocks() {
  return (tree: CodeNode, file?: { path?: string }) => transform(tree, file?.path);
}
