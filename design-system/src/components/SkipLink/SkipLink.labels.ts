/** Strings of `SkipLink`. */
export interface SkipLinkLabels {
  /** The link's text, e.g. "Skip to main content". */
  skipToContent: string;
}

export const skipLinkLabelsEn: SkipLinkLabels = { skipToContent: 'Skip to main content' };
