import type { Language } from '../i18n/languages';
import { optionalSetting } from './env';

/**
 * Where a visitor's dismissal is kept (the head script and the bar read the same key).
 * The site's own key, not the package's default (`ANNOUNCEMENT_STORAGE_KEY`): it predates
 * that default, and changing it would show a closed announcement again.
 */
export const SITE_ANNOUNCEMENT_STORAGE_KEY = 'foyer-announcement-dismissed';

export interface Announcement {
  /** Names this announcement; a new id shows the bar again to visitors who closed the last one. */
  id: string;
  /** The bar's text in each language. */
  text: Record<Language, string>;
}

/**
 * The site-wide announcement bar, set at build time. The site ships with none: it
 * appears only when an id and both texts are set, e.g.
 * GATSBY_ANNOUNCEMENT_ID=foyer-5 GATSBY_ANNOUNCEMENT_EN="Foyer 5 is out" GATSBY_ANNOUNCEMENT_FR="Foyer 5 est sorti".
 */
export function readAnnouncement(
  id: string | undefined,
  english: string | undefined,
  french: string | undefined,
): Announcement | undefined {
  const [barId, en, fr] = [optionalSetting(id), optionalSetting(english), optionalSetting(french)];
  return barId && en && fr ? { id: barId, text: { en, fr } } : undefined;
}

export const announcement = readAnnouncement(
  process.env.GATSBY_ANNOUNCEMENT_ID,
  process.env.GATSBY_ANNOUNCEMENT_EN,
  process.env.GATSBY_ANNOUNCEMENT_FR,
);
