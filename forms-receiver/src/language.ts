export type Language = 'en' | 'fr';

/** The page's language; anything else (or nothing) is English, the site's default. */
export function toLanguage(value: unknown): Language {
  return value === 'fr' ? 'fr' : 'en';
}

/** The site's path prefix of a language: English paths are bare, French ones under /fr. */
export function localePrefix(language: Language): string {
  return language === 'fr' ? '/fr' : '';
}
