import { describe, expect, it } from '@jest/globals';
import { multiplyCatalogue } from './multiplyCatalogue.mjs';

const CATALOGUE = `# The catalogue.
- id: hue
  name: Philips Hue
  technologies:
    - Zigbee
  doc: philips-hue
  logo: /integrations/philips-hue.svg
- id: mqtt
  name: "MQTT"
  technologies:
    - MQTT
  doc: mqtt
  logo: /integrations/mqtt.svg
`;

const ids = (text) => [...text.matchAll(/^- id: (.+)$/gm)].map((match) => match[1]);
const docs = (text) => [...text.matchAll(/^ {2}doc: (.+)$/gm)].map((match) => match[1]);

describe('multiplyCatalogue', () => {
  it('adds an entry for every copy of a guide, pointing at that copy', () => {
    const text = multiplyCatalogue(CATALOGUE, 3);
    expect(ids(text)).toEqual(['hue', 'mqtt', 'hue-copy-2', 'mqtt-copy-2', 'hue-copy-3', 'mqtt-copy-3']);
    expect(docs(text)).toEqual([
      'philips-hue',
      'mqtt',
      'philips-hue-copy-2',
      'mqtt-copy-2',
      'philips-hue-copy-3',
      'mqtt-copy-3',
    ]);
    expect(text).toContain('  name: Philips Hue (copy 2)\n');
    expect(text).toContain('  name: "MQTT (copy 3)"\n');
  });

  it('leaves today’s catalogue untouched at 1×, and drops an earlier run’s copies', () => {
    expect(multiplyCatalogue(CATALOGUE, 1)).toBe(CATALOGUE);
    expect(multiplyCatalogue(multiplyCatalogue(CATALOGUE, 4), 1)).toBe(CATALOGUE);
  });
});
