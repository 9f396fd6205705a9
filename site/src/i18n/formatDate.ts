import { LANGUAGE_TAGS, type Language } from './languages';

/** '2025-03-14' → '14 March 2025' / '14 mars 2025'. Dates are calendar days, so UTC. */
export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}
