import settings from './testBuildSettings.json';

/** What the tested build was configured with (scripts/lib/testBuildSettings.mjs passes it to Gatsby). */
export const testBuild = {
  announcement: {
    id: settings.GATSBY_ANNOUNCEMENT_ID,
    text: { en: settings.GATSBY_ANNOUNCEMENT_EN, fr: settings.GATSBY_ANNOUNCEMENT_FR },
  },
  analytics: {
    beaconUrl: settings.GATSBY_ANALYTICS_BEACON_URL,
    beaconToken: settings.GATSBY_ANALYTICS_BEACON_TOKEN,
    scriptUrl: settings.GATSBY_ANALYTICS_SCRIPT_URL,
    siteId: settings.GATSBY_ANALYTICS_SITE_ID,
  },
} as const;

export const SITE_ANNOUNCEMENT_STORAGE_KEY = 'foyer-announcement-dismissed';
