/** Locales offered by the Storybook locale toolbar. */
export type StoryLocale = 'en' | 'fr';

/** Picks the label of the locale selected in the Storybook toolbar (English by default). */
export function localized<T>(globals: Record<string, unknown>, labels: Record<StoryLocale, T>): T {
  return globals.locale === 'fr' ? labels.fr : labels.en;
}
