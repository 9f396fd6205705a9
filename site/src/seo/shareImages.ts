import type { Language } from '../i18n/languages';

export interface ShareImage {
  /** Site-relative address of the picture. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The picture shown when a page without its own is shared, one per language
 * (drawn by site/scripts/make-share-images.mjs into static/og/).
 */
export const DEFAULT_SHARE_IMAGES: Record<Language, ShareImage> = {
  en: {
    src: '/og/foyer-en.png',
    width: 1200,
    height: 630,
    alt: 'Foyer, the privacy-first, open-source home assistant',
  },
  fr: {
    src: '/og/foyer-fr.png',
    width: 1200,
    height: 630,
    alt: 'Foyer, l’assistant domotique open source qui respecte votre vie privée',
  },
};

/** The picture a page is shared with: its own, else its language's default. */
export function shareImageFor(language: Language, own?: ShareImage): ShareImage {
  return own ?? DEFAULT_SHARE_IMAGES[language];
}
