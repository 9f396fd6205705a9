import { optionalSetting, setting } from './env';

/**
 * Build-time service configuration. Everything third-party is unset by default:
 * the site then searches an embedded index, loads no analytics, and posts forms
 * to same-origin paths under /api/ that a deployer routes to a backend.
 */
export const services = {
  search: {
    algoliaAppId: optionalSetting(process.env.GATSBY_ALGOLIA_APP_ID),
    algoliaSearchKey: optionalSetting(process.env.GATSBY_ALGOLIA_SEARCH_KEY),
    algoliaIndexName: setting(process.env.GATSBY_ALGOLIA_INDEX_NAME, 'foyer_docs'),
    /** Comma-separated host names for Algolia (a proxy, say), e.g. search.foyer.example; Algolia's own by default. */
    algoliaHosts: optionalSetting(process.env.GATSBY_ALGOLIA_HOSTS)
      ?.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  },
  analytics: {
    /** A privacy-friendly web-analytics beacon script, e.g. https://beacon.example/beacon.js */
    beaconScriptUrl: optionalSetting(process.env.GATSBY_ANALYTICS_BEACON_URL),
    beaconToken: optionalSetting(process.env.GATSBY_ANALYTICS_BEACON_TOKEN),
    /** A self-hosted analytics script, e.g. https://stats.foyer.example/script.js */
    selfHostedScriptUrl: optionalSetting(process.env.GATSBY_ANALYTICS_SCRIPT_URL),
    selfHostedSiteId: optionalSetting(process.env.GATSBY_ANALYTICS_SITE_ID),
  },
  forms: {
    contact: setting(process.env.GATSBY_CONTACT_ENDPOINT, '/api/contact/'),
    plusSignup: setting(process.env.GATSBY_PLUS_SIGNUP_ENDPOINT, '/api/plus/signup/'),
    newsletter: setting(process.env.GATSBY_NEWSLETTER_ENDPOINT, '/api/newsletter/'),
    /** The button of the page a confirmation mail links to (double opt-in). */
    newsletterConfirm: setting(process.env.GATSBY_NEWSLETTER_CONFIRM_ENDPOINT, '/api/newsletter/confirm/'),
    newsletterUnsubscribe: setting(
      process.env.GATSBY_NEWSLETTER_UNSUBSCRIBE_ENDPOINT,
      '/api/newsletter/unsubscribe/',
    ),
    /** "Was this page helpful?" at the end of each doc: the answer, then an optional comment. */
    feedback: setting(process.env.GATSBY_FEEDBACK_ENDPOINT, '/api/feedback/'),
    /** The proof-of-work challenge a form fetches once the visitor starts filling it. */
    challenge: setting(process.env.GATSBY_FORMS_CHALLENGE_ENDPOINT, '/api/challenge/'),
  },
} as const;

export type Services = typeof services;

/** Algolia hosts answer at <app id>-dsn.algolia.net and <app id>-{1,2,3}.algolianet.com. */
export function algoliaOrigins(appId: string | undefined): string[] {
  if (!appId) return [];
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, `https://${id}.algolia.net`, `https://*.algolianet.com`];
}
