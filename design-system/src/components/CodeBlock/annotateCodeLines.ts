import { codeLineLabelsEn, type CodeLineLabels } from './codeLines.labels';

/**
 * Build-time markup of the lines of a CodeBlock: plain string work, no React and no
 * DOM, so a site's build (or a server) runs it and the browser only gets the result,
 * which CodeBlock's stylesheet draws. The markup it writes:
 *
 *   <span data-code-lines [data-line-numbers="2"] [data-line-signs]>
 *   <span data-line>…</span>
 *   <span data-line data-line-mark="inserted"><span data-line-note>Added line: </span>…</span>
 *   </span>
 *
 * with a line break between lines, so the text of the block stays the code.
 */

/** How a line is marked: highlighted, or inserted or removed as in a diff. */
export type CodeLineMark = 'highlighted' | 'inserted' | 'removed';

/** Lines to mark, by number from 1. A line takes one mark at most. */
export interface CodeLineMarks {
  /** Lines to highlight (pointed at by the text around the block). */
  highlighted?: readonly number[];
  /** Lines added, shown with a `+` sign. */
  inserted?: readonly number[];
  /** Lines taken out, shown with a `−` sign (and left out of what the reader copies: see copyableCode). */
  removed?: readonly number[];
}

export interface AnnotateCodeLinesOptions {
  /** Lines to mark. */
  marks?: CodeLineMarks;
  /** Numbers every line in a gutter, drawn by CSS: never selected, copied or read out. */
  lineNumbers?: boolean;
  /** What screen readers hear before a marked line, in the page's language; English by default. */
  labels?: Partial<CodeLineLabels>;
}

const MARKS: readonly CodeLineMark[] = ['highlighted', 'inserted', 'removed'];

/** A tag (`<span …>`, `</span>`) or a run of text between tags. */
const PIECES = /<[^>]*>|[^<]+/g;
const TAG_NAME = /^<\/?([A-Za-z][\w-]*)/;
const TAGS = /<[^>]*>/g;
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Cuts highlighted HTML (Prism-style token spans) into one balanced piece per line
 * of code: a token that runs over several lines, such as a block comment or a
 * multi-line string, is closed at each line's end and opened again, with the same
 * attributes, on the next. Each piece therefore stands alone in its own element.
 * A line break at the very end ends the last line rather than starting an empty one.
 */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: { tag: string; name: string }[] = [];
  const closeOpenTags = () =>
    open
      .map(({ name }) => `</${name}>`)
      .reverse()
      .join('');
  const reopenTags = () => open.map(({ tag }) => tag).join('');
  let line = '';
  for (const [piece] of html.matchAll(PIECES)) {
    const name = TAG_NAME.exec(piece)?.[1];
    if (name === undefined) {
      const [first = '', ...rest] = piece.split('\n');
      line += first;
      for (const text of rest) {
        lines.push(line + closeOpenTags());
        line = reopenTags() + text;
      }
    } else if (piece.startsWith('</')) {
      open.pop();
      line += piece;
    } else {
      if (!piece.endsWith('/>') && !VOID_ELEMENTS.has(name.toLowerCase())) open.push({ tag: piece, name });
      line += piece;
    }
  }
  lines.push(line + closeOpenTags());
  // Code that ends with a line break has no line after it, as a `pre` shows it.
  if (lines.length > 1 && lines[lines.length - 1]?.replace(TAGS, '') === '') lines.pop();
  return lines;
}

/** Each marked line and its mark; throws on a line that does not exist or has two marks. */
function marksByLine(marks: CodeLineMarks, lineCount: number): Map<number, CodeLineMark> {
  const byLine = new Map<number, CodeLineMark>();
  for (const mark of MARKS) {
    for (const line of marks[mark] ?? []) {
      if (!Number.isInteger(line) || line < 1 || line > lineCount) {
        throw new RangeError(`Line ${line} is marked ${mark}, but the code has lines 1 to ${lineCount}.`);
      }
      const earlier = byLine.get(line);
      if (earlier && earlier !== mark) {
        throw new RangeError(`Line ${line} is marked both ${earlier} and ${mark}; a line takes one mark.`);
      }
      byLine.set(line, mark);
    }
  }
  return byLine;
}

/**
 * Wraps each line of highlighted HTML in the markup CodeBlock styles: marked lines
 * get their background, a bar or a `+`/`−` sign, and a visually hidden note for
 * screen readers ("Added line:"); `lineNumbers` adds a gutter of numbers. Pass the
 * result as CodeBlock's `html`, and the code as the reader should copy it as `code`.
 * Throws a RangeError on a mark beyond the last line or a line with two marks.
 */
export function annotateCodeLines(html: string, options: AnnotateCodeLinesOptions = {}): string {
  const lines = splitHighlightedLines(html);
  const marks = marksByLine(options.marks ?? {}, lines.length);
  const labels: CodeLineLabels = { ...codeLineLabelsEn, ...options.labels };
  const hasSigns = [...marks.values()].some((mark) => mark !== 'highlighted');
  const attributes = [
    'data-code-lines',
    options.lineNumbers ? `data-line-numbers="${String(lines.length).length}"` : '',
    hasSigns ? 'data-line-signs' : '',
  ].filter(Boolean);
  const body = lines.map((line, index) => {
    const mark = marks.get(index + 1);
    if (!mark) return `<span data-line>${line}</span>`;
    const note = `<span data-line-note>${escapeHtml(labels[mark])} </span>`;
    return `<span data-line data-line-mark="${mark}">${note}${line}</span>`;
  });
  return `<span ${attributes.join(' ')}>${body.join('\n')}</span>`;
}

/**
 * The code a reader copies from a block with these marks: the lines as the file
 * should end up, so removed lines are left out and inserted ones kept.
 */
export function copyableCode(code: string, marks: CodeLineMarks = {}): string {
  const removed = new Set(marks.removed ?? []);
  if (removed.size === 0) return code;
  return code
    .split('\n')
    .filter((_line, index) => !removed.has(index + 1))
    .join('\n');
}
