export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** English has no prefix; other languages live under /<code>/. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Names as written in their own language, for the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** Both locales are left to right. */
export const LANGUAGE_DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', fr: 'ltr' };

/** BCP 47 tags for Intl formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
