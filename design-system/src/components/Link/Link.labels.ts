export interface LinkLabels {
  /**
   * Read to screen readers after an external link's text, e.g. "(opens in a new tab)": the icon
   * alone says nothing to them.
   */
  opensInNewTab: string;
  /** @deprecated Since 0.2: use `opensInNewTab`, which wins when both are set. */
  externalLink?: string;
}

/** Link's strings in English, its defaults. */
export const linkLabelsEn: LinkLabels = { opensInNewTab: '(opens in a new tab)' };
