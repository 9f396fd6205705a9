/** Locales offered by the Storybook locale toolbar. */
export type StoryLocale = 'en' | 'fr';

/** Picks the label of the locale selected in the Storybook toolbar (English by default). */
export function localized<T>(globals: Record<string, unknown>, labels: Record<StoryLocale, T>): T {
  return globals.locale === 'fr' ? labels.fr : labels.en;
}

/**
 * A story's text arg in the toolbar's locale: while it holds its English sample, the
 * selected locale's sample is shown; once changed in its control, what was typed is
 * shown, so the control drives the story in both locales. For strings (and other
 * primitives) only: Storybook hands a story copies of object args, never the sample itself.
 */
export function localizedArg<T>(
  globals: Record<string, unknown>,
  value: T,
  samples: Record<StoryLocale, T>,
): T {
  return Object.is(value, samples.en) ? localized(globals, samples) : value;
}

/** `localizedArg` for several text args at once: each key of the samples, from `args`. */
export function localizedArgs<Args extends object, Key extends keyof Args>(
  globals: Record<string, unknown>,
  args: Args,
  samples: Record<StoryLocale, Pick<Args, Key>>,
): Pick<Args, Key> {
  const keys = Object.keys(samples.en) as Key[];
  return Object.fromEntries(
    keys.map((key) => [key, localizedArg(globals, args[key], { en: samples.en[key], fr: samples.fr[key] })]),
  ) as Pick<Args, Key>;
}
