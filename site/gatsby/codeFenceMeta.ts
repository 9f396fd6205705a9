/**
 * What the meta of a code fence asks for, in the syntax other documentation tools
 * read too (Docusaurus, Expressive Code), so the MDX source stays ordinary Markdown:
 *
 *   ```yaml title="docker-compose.yml" {1,4-6} ins={8-9} del={7} showLineNumbers
 *
 * - `{1,4-6}`: lines to highlight; `ins={…}` / `del={…}`: inserted and removed lines.
 *   Lines count from 1, as the block shows them; a range is `first-last`.
 * - `title="…"`: the file name shown above the code.
 * - `showLineNumbers`: numbers in a gutter.
 * - `lang="…"`: the language of a `diff` fence's lines (see readDiffFence).
 *
 * Anything else is an error, so a typo fails the build instead of being ignored.
 */
export interface CodeFenceMeta {
  title?: string;
  /** The language of the lines of a `diff` fence. */
  lang?: string;
  highlighted: number[];
  inserted: number[];
  removed: number[];
  showLineNumbers: boolean;
}

/** `name="text"`, `name={ranges}`, `{ranges}` or a bare `name`, each after optional spaces. */
const OPTION = /\s*(?:(\w+)=(?:"([^"]*)"|\{([^}]*)\})|\{([^}]*)\}|(\w+)(?=\s|$))/y;
const RANGE = /^(\d+)(?:-(\d+))?$/;
const SYNTAX = '{lines}, ins={lines}, del={lines}, title="…", lang="…" and showLineNumbers';

/** `1,4-6` → [1, 4, 5, 6]. */
export function parseLineRanges(text: string): number[] {
  return text.split(',').flatMap((part) => {
    const [, first, last] = RANGE.exec(part.trim()) ?? [];
    const from = Number(first);
    const to = last === undefined ? from : Number(last);
    if (first === undefined || from < 1 || to < from) {
      throw new Error(`"${part.trim()}" is not a line or a range of lines (such as 3 or 4-6) in {${text}}`);
    }
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

export function parseCodeFenceMeta(meta: string | null | undefined): CodeFenceMeta {
  const parsed: CodeFenceMeta = { highlighted: [], inserted: [], removed: [], showLineNumbers: false };
  const text = (meta ?? '').trimEnd();
  OPTION.lastIndex = 0;
  while (OPTION.lastIndex < text.length) {
    const at = OPTION.lastIndex;
    const match = OPTION.exec(text);
    if (!match)
      throw new Error(`cannot read "${text.slice(at).trim()}" in the fence's meta: it takes ${SYNTAX}`);
    const [, name, quoted, ranges, highlighted, flag] = match;
    if (highlighted !== undefined) parsed.highlighted.push(...parseLineRanges(highlighted));
    else if (flag === 'showLineNumbers') parsed.showLineNumbers = true;
    else if (name === 'title' && quoted !== undefined) parsed.title = quoted;
    else if (name === 'lang' && quoted !== undefined) parsed.lang = quoted;
    else if (name === 'ins' && ranges !== undefined) parsed.inserted.push(...parseLineRanges(ranges));
    else if (name === 'del' && ranges !== undefined) parsed.removed.push(...parseLineRanges(ranges));
    else throw new Error(`unknown option "${match[0].trim()}" in the fence's meta: it takes ${SYNTAX}`);
  }
  return parsed;
}

/** A `diff` fence's code once its signs are read. */
export interface DiffFence {
  /** The lines without their first column. */
  code: string;
  inserted: number[];
  removed: number[];
}

/**
 * A ```diff lang="yaml"``` fence, written like `diff -u` without its headers: each
 * line starts with `+` (inserted), `-` (removed) or a space (unchanged), and that
 * first column is not part of the code. An empty line is an unchanged empty line.
 */
export function readDiffFence(code: string): DiffFence {
  const inserted: number[] = [];
  const removed: number[] = [];
  const lines = code.split('\n').map((line, index) => {
    const sign = line.charAt(0);
    if (sign === '+') inserted.push(index + 1);
    else if (sign === '-') removed.push(index + 1);
    else if (sign !== ' ' && line !== '') {
      throw new Error(
        `line ${index + 1} of a diff fence starts with "${sign}": each line starts with +, - or a space`,
      );
    }
    return line.slice(1);
  });
  return { code: lines.join('\n'), inserted, removed };
}
