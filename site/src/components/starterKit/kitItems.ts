import { docPath } from '../../config/routes';

/** A link from a card to a doc; `key` names its label under `items.<id>.links`. */
export interface KitDocLink {
  key: string;
  path: string;
}

/**
 * One part of the kit. Its copy lives under `items.<id>` in the starterKit
 * namespace (tag, title, alt, use, why and, with `hasNote`, note); `image` is the
 * file name, without extension, in content/images/starter-kit.
 */
export interface KitItemSpec {
  id: string;
  image: string;
  links: readonly KitDocLink[];
  hasNote?: boolean;
}

/** The machine and its radio adapters. */
export const KIT_BASE: readonly KitItemSpec[] = [
  {
    id: 'raspberryPi',
    image: 'raspberry-pi',
    hasNote: true,
    links: [
      { key: 'raspberryPi', path: docPath('installation', 'raspberry-pi') },
      { key: 'miniPc', path: docPath('installation', 'mini-pc') },
    ],
  },
  {
    id: 'zigbeeAdapter',
    image: 'zigbee-adapter',
    links: [{ key: 'zigbee2mqtt', path: docPath('integrations', 'zigbee2mqtt') }],
  },
  {
    id: 'zwaveStick',
    image: 'zwave-stick',
    links: [{ key: 'zwavejsUi', path: docPath('integrations', 'zwavejs-ui') }],
  },
];

/** The first sensors and devices, all Zigbee. */
export const KIT_DEVICES: readonly KitItemSpec[] = [
  {
    id: 'openingSensor',
    image: 'opening-sensor',
    links: [{ key: 'trigger', path: docPath('scenes', 'device-state-changed-trigger') }],
  },
  {
    id: 'motionSensor',
    image: 'motion-sensor',
    links: [{ key: 'lights', path: docPath('scenes', 'turn-on-off-the-lights-action') }],
  },
  {
    id: 'climateSensor',
    image: 'climate-sensor',
    links: [
      { key: 'temperature', path: docPath('dashboard', 'temperature-in-room') },
      { key: 'humidity', path: docPath('dashboard', 'humidity-in-room') },
    ],
  },
  {
    id: 'smartPlug',
    image: 'smart-plug',
    links: [{ key: 'switches', path: docPath('scenes', 'turn-on-off-the-switches-action') }],
  },
  {
    id: 'bulb',
    image: 'bulb',
    links: [{ key: 'devices', path: docPath('dashboard', 'devices') }],
  },
];

export const MATTER_DOC = docPath('integrations', 'matter');
