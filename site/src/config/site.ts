import { setting } from './env';

/** Facts about the site itself. Product facts live in content/FACTS.md. */
export const site = {
  name: 'Foyer',
  /** Absolute origin used for canonical and hreflang links; no trailing slash. */
  url: setting(process.env.GATSBY_SITE_URL, 'https://foyer.example').replace(/\/+$/, ''),
  copyrightYear: 2025,
} as const;
