import type { HighlightedText } from '../components/SearchModal/types';

export type TextSegment = HighlightedText['segments'][number];

/** Search services escape the record's text around their tags: read it back as plain text. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Splits a highlighted value (`Run <mark>Docker</mark> here`) into text segments for
 * `Highlighted`, which renders them as React text with `<mark>`: nothing of a result
 * is ever inserted as HTML.
 */
export function highlightSegments(value: string, pre = '<mark>', post = '</mark>'): TextSegment[] {
  const segments: TextSegment[] = [];
  let rest = value;
  while (rest) {
    const open = rest.indexOf(pre);
    if (open < 0) {
      segments.push({ text: decodeEntities(rest), highlighted: false });
      break;
    }
    if (open > 0) segments.push({ text: decodeEntities(rest.slice(0, open)), highlighted: false });
    const close = rest.indexOf(post, open + pre.length);
    const inner = close < 0 ? rest.slice(open + pre.length) : rest.slice(open + pre.length, close);
    segments.push({ text: decodeEntities(inner), highlighted: true });
    rest = close < 0 ? '' : rest.slice(close + post.length);
  }
  return segments.filter((segment) => segment.text !== '');
}
