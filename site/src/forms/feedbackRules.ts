import { isLanguage, type Language } from '../i18n/languages';
import { splitLanguage } from '../i18n/routing';

/**
 * The rules of "Was this page helpful?", shared by the site and the forms receiver
 * (which bundles this pure module), so the two can never disagree.
 */

/** The two answers, as the buttons post them (`helpful=yes` / `helpful=no`). */
export const FEEDBACK_ANSWERS = ['yes', 'no'] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

export function isFeedbackAnswer(value: unknown): value is FeedbackAnswer {
  return typeof value === 'string' && (FEEDBACK_ANSWERS as readonly string[]).includes(value);
}

/** Longer than any doc's address; what is longer is no page of the site. */
export const DOC_PAGE_MAX_LENGTH = 200;

/**
 * A doc's address as the site publishes it (site/gatsby/contentPaths.ts): the docs home,
 * a category's index or a doc, with a trailing slash, in lower-case words joined by
 * hyphens, under /fr for French. `/docs/`, `/docs/installation/`, `/fr/docs/installation/docker/`.
 */
const DOC_PATH = /^\/docs\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/){0,2}$/;

export function isDocPagePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > DOC_PAGE_MAX_LENGTH) return false;
  const { language, path } = splitLanguage(value);
  // '/en/docs/…' is a redirect, not a page: English docs have no prefix.
  if (language === 'en' && value !== path) return false;
  return DOC_PATH.test(path);
}

/** The language a doc's address is in (`/fr/docs/…` → fr). */
export function docPageLanguage(page: string): Language {
  const { language } = splitLanguage(page);
  return isLanguage(language) ? language : 'en';
}
