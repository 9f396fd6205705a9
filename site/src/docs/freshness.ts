import type { Language } from '../i18n/languages';

/** The same page in the other language, when it changed after this one. */
export interface NewerTwin {
  /** The notice's sentence, in the page's language, ahead of the link. */
  notice: string;
  href: string;
  language: Language;
  /** Its title, in its own language: the notice's link text. */
  title: string;
}

/**
 * How fresh a doc or long-form page is, worked out when the pages are created and carried in
 * its page context: recomputed on every build, even when the page's own file has not changed.
 */
export interface PageFreshness {
  /** 'YYYY-MM-DD', or null when neither git nor the front matter says. */
  lastModified: string | null;
  newerTwin: NewerTwin | null;
}
