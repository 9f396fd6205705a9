import { fold } from '../i18n/fold';

const WORD = /[\p{L}\p{N}]+/gu;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Whether a word of the text is one the query matched (matched terms are folded, prefixes allowed). */
function matches(word: string, terms: string[]): boolean {
  const folded = fold(word);
  return terms.some((term) => folded === term || (term.length >= 2 && folded.startsWith(term)));
}

/**
 * The text as Algolia returns a highlighted attribute: HTML-escaped, with the
 * matched words between `pre` and `post` tags.
 */
export function highlight(text: string, terms: string[], pre = '<mark>', post = '</mark>') {
  let matched = 0;
  let last = 0;
  let value = '';
  for (const match of text.matchAll(WORD)) {
    const index = match.index ?? 0;
    value += escapeHtml(text.slice(last, index));
    if (matches(match[0], terms)) {
      matched += 1;
      value += `${pre}${escapeHtml(match[0])}${post}`;
    } else {
      value += escapeHtml(match[0]);
    }
    last = index + match[0].length;
  }
  value += escapeHtml(text.slice(last));
  const words = text.match(WORD)?.length ?? 0;
  return {
    value,
    matchLevel: matched === 0 ? 'none' : matched >= Math.min(words, terms.length) ? 'full' : 'partial',
  } as const;
}

/** How many words of `line` the query matched. */
function matchCount(line: string, terms: string[]): number {
  return (line.match(WORD) ?? []).filter((word) => matches(word, terms)).length;
}

/**
 * The line of a text written in lines (a code block) that shows the match best: the
 * first with the most matched words, without its indentation. Prose is one line.
 */
function matchedLine(text: string, terms: string[]): string {
  if (!text.includes('\n')) return text;
  let best = '';
  let bestCount = -1;
  for (const line of text.split('\n')) {
    const count = matchCount(line, terms);
    if (count > bestCount) {
      best = line;
      bestCount = count;
    }
  }
  return best.trim();
}

/**
 * A window of `length` words around the first matched word, as Algolia's snippet:
 * highlighted, with the ellipsis where the text was cut. Code is cut to the line
 * that shows the match, so the snippet reads as that line.
 */
export function snippet(
  fullText: string,
  terms: string[],
  length: number,
  ellipsis = '…',
  pre = '<mark>',
  post = '</mark>',
) {
  const text = matchedLine(fullText, terms);
  const words = [...text.matchAll(/\S+/g)];
  const first = Math.max(
    0,
    words.findIndex((word) => matches(word[0].replace(/[^\p{L}\p{N}]/gu, ''), terms)),
  );
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), words.length - length));
  const end = Math.min(words.length, start + length);
  const cut = words
    .slice(start, end)
    .map((word) => word[0])
    .join(' ');
  const result = highlight(cut, terms, pre, post);
  return {
    ...result,
    value: `${start > 0 ? ellipsis : ''}${result.value}${end < words.length ? ellipsis : ''}`,
  };
}
