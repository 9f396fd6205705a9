/** The technologies an integration can be filed under. */
export const TECHNOLOGIES = [
  'Zigbee',
  'Z-Wave',
  'Matter',
  'Thread',
  'Wi-Fi',
  'Bluetooth',
  'MQTT',
  'LAN',
  'Cloud',
  'Voice',
  'Messaging',
  'Energy',
  'Camera',
  'AI',
  'Weather',
  'Location',
  'Calendar',
  'Media',
] as const;

export type Technology = (typeof TECHNOLOGIES)[number];

export function isTechnology(value: string): value is Technology {
  return (TECHNOLOGIES as readonly string[]).includes(value);
}
