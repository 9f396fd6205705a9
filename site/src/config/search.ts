import type { Language } from '../i18n/languages';

/** Suggested when a search finds nothing ("Try searching for"), per language. */
export const popularQueries: Record<Language, string[]> = {
  en: ['docker', 'zigbee', 'backup', 'scenes', 'mqtt'],
  fr: ['docker', 'zigbee', 'sauvegarde', 'scènes', 'mqtt'],
};

/**
 * The search's transport time-outs (spec §9), in milliseconds: an answer must start
 * within `connect`, its body may pause no longer than `read`, and a request body may
 * take up to `write` to send. Both search clients use them.
 */
export const searchTimeouts = { connect: 1000, read: 2000, write: 30000 } as const;
