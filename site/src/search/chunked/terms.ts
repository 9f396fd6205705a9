import { fold } from '../../i18n/fold';

/** MiniSearch's default tokenizer, kept so that rankings match those of the index it replaced. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

function tokens(text: string): string[] {
  return text.split(SPACE_OR_PUNCTUATION);
}

/**
 * The terms of a text as the index stores them and as queries look them up: words,
 * lower case, accents folded ("Éclairage" → "eclairage"), so both languages match
 * what people type.
 */
export function terms(text: string): string[] {
  return tokens(text)
    .map((token) => fold(token))
    .filter(Boolean);
}

/**
 * A field's length for BM25: its distinct words as written, the empty piece a split
 * leaves included (what MiniSearch counts, so scores stay the same).
 */
export function fieldLength(text: string): number {
  return new Set(tokens(text)).size;
}
