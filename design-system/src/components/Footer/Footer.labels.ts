export interface FooterLabels {
  /** Read to screen readers after external links (text and social icons), e.g. "(opens in a new tab)". */
  opensInNewTab: string;
  /** @deprecated Since 0.2: use `opensInNewTab`, which wins when both are set. */
  externalLink?: string;
}

/** Footer's strings in English, its defaults. */
export const footerLabelsEn: FooterLabels = { opensInNewTab: '(opens in a new tab)' };
