import { docPath, DOCS_HOME } from './routes';

/**
 * Every docs route of the spec (SPEC §2 Docs): 86 category pages, the docs home
 * and the integrations index. The browser tests check each in both locales.
 */
export const DOCS_SPEC = [
  {
    category: 'installation',
    ids: [
      'docker',
      'docker-compose',
      'faq',
      'freebox-delta',
      'mini-pc',
      'phone',
      'raspberry-pi',
      'synology',
      'unraid',
    ],
  },
  {
    category: 'integrations',
    ids: [
      'index',
      'airplay',
      'alexa',
      'bluetooth',
      'broadlink',
      'caldav',
      'callmebot',
      'camera',
      'enedis',
      'free-mobile',
      'google-cast',
      'google-home',
      'homekit',
      'lan-manager',
      'matter',
      'mcp',
      'mqtt',
      'netatmo',
      'nextcloud-talk',
      'node-red',
      'openai',
      'openweather',
      'owntracks',
      'philips-hue',
      'shelly',
      'somfy-tahoma',
      'sonoff',
      'sonos',
      'tasmota',
      'telegram',
      'tp-link',
      'tuya',
      'xiaomi',
      'zigbee2mqtt',
      'zwavejs-ui',
    ],
  },
  {
    category: 'scenes',
    ids: [
      'back-at-home',
      'calendar-event-is-coming-trigger',
      'calendar-event-is-running-condition',
      'chain-action',
      'continue-only-if-action',
      'device-state-changed-trigger',
      'edf-tempo',
      'get-last-device-state-action',
      'house-empty',
      'house-no-longer-empty',
      'http-request',
      'intro',
      'left-home',
      'math-functions',
      'scheduled-trigger',
      'send-a-message-action',
      'send-a-sms-action',
      'send-a-zigbee2mqtt-message-action',
      'time-condition',
      'turn-on-off-the-lights-action',
      'turn-on-off-the-switches-action',
      'user-presence',
      'wait-action',
      'zone',
    ],
  },
  {
    category: 'dashboard',
    ids: [
      'alarm',
      'camera',
      'chart',
      'devices',
      'edf-tempo',
      'gauge',
      'humidity-in-room',
      'intro',
      'temperature-in-room',
      'weather',
    ],
  },
  { category: 'api', ids: ['data-model', 'mqtt-api', 'rest-api'] },
  { category: 'plus', ids: ['intro', 'open-api'] },
  {
    category: 'dev',
    ids: [
      'cypress-tests',
      'developing-a-service',
      'setup-development-environment-mac-linux',
      'setup-development-environment-windows',
    ],
  },
] as const;

/** The integrations index lives at /docs/integrations/, not /docs/integrations/index/. */
function specDocPath(category: string, id: string): string {
  return id === 'index' ? `/docs/${category}/` : docPath(category, id);
}

/** Language-neutral doc routes of the spec. */
export function specDocRoutes(): string[] {
  return [DOCS_HOME, ...DOCS_SPEC.flatMap((entry) => entry.ids.map((id) => specDocPath(entry.category, id)))];
}
