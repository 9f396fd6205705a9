/**
 * French copy says "email" (the spec's own word, as in « Merci d'entrer un email
 * valide. »), never "e-mail" or "courriel", so a reader meets one word for one thing.
 */
const OTHER_WORDS_FOR_EMAIL = /(?<![\p{L}\p{N}])(?:e[-\u2010\u2011]mails?|courriels?)(?![\p{L}\p{N}])/giu;

/**
 * Prose of an MDX or TypeScript source, without what readers do not see as words:
 * fenced and inline code, link targets, bare addresses and comments.
 */
export function proseOf(source: string): string {
  return source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)\s]*\)/g, '] ')
    .replace(/\b(?:https?:\/\/|mailto:)\S+/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The words for "email" in `text` that French copy must not use, as written. */
export function otherWordsForEmail(text: string): string[] {
  return text.match(OTHER_WORDS_FOR_EMAIL) ?? [];
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every string value of a translation file (keys are identifiers, not copy). */
export function translationValues(value: Json): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return (Array.isArray(value) ? value : Object.values(value)).flatMap(translationValues);
}
