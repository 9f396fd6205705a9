import type { Language } from '../i18n/languages';

/** Suggested when a search finds nothing ("Try searching for"), per language. */
export const popularQueries: Record<Language, string[]> = {
  en: ['docker', 'zigbee', 'backup', 'scenes', 'mqtt'],
  fr: ['docker', 'zigbee', 'sauvegarde', 'scènes', 'mqtt'],
};
