import { filterCatalogue, parseFilter, serializeFilter, type FilterableIntegration } from './catalogueFilter';

const items: FilterableIntegration[] = [
  { name: 'Philips Hue', technologies: ['Zigbee', 'LAN'], description: 'Ampoules et éclairage connecté.' },
  { name: 'Zigbee2MQTT', technologies: ['Zigbee', 'MQTT'], description: 'Plus de 3 000 appareils Zigbee.' },
  { name: 'Shelly', technologies: ['Wi-Fi', 'MQTT'], description: 'Relais et prises en Wi-Fi.' },
  { name: 'Alexa', technologies: ['Voice', 'Cloud'], description: 'Commande vocale via Foyer Plus.' },
];
const names = (list: FilterableIntegration[]) => list.map((item) => item.name);

describe('filterCatalogue', () => {
  it('shows everything without a query or technology', () => {
    expect(names(filterCatalogue(items, { query: '', technologies: [] }))).toHaveLength(4);
  });

  it('finds by name, description or technology, ignoring case and accents', () => {
    expect(names(filterCatalogue(items, { query: 'HUE', technologies: [] }))).toEqual(['Philips Hue']);
    expect(names(filterCatalogue(items, { query: 'eclairage', technologies: [] }))).toEqual(['Philips Hue']);
    expect(names(filterCatalogue(items, { query: 'mqtt', technologies: [] }))).toEqual([
      'Zigbee2MQTT',
      'Shelly',
    ]);
  });

  it('needs every word of the query', () => {
    expect(names(filterCatalogue(items, { query: 'zigbee lan', technologies: [] }))).toEqual(['Philips Hue']);
  });

  it('searches the translated technology names', () => {
    const label = (technology: string) => (technology === 'Voice' ? 'Assistants vocaux' : technology);
    expect(names(filterCatalogue(items, { query: 'vocaux', technologies: [] }, label))).toEqual(['Alexa']);
  });

  it('combines technologies: any of the chosen ones', () => {
    expect(names(filterCatalogue(items, { query: '', technologies: ['Wi-Fi', 'Voice'] }))).toEqual([
      'Shelly',
      'Alexa',
    ]);
  });

  it('applies the query within the chosen technologies', () => {
    expect(names(filterCatalogue(items, { query: 'relais', technologies: ['Zigbee'] }))).toEqual([]);
  });
});

describe('filter in the address', () => {
  it('reads the query and known technologies, dropping unknown ones', () => {
    expect(parseFilter('?q=hue&tech=zigbee,wi-fi,laser')).toEqual({
      query: 'hue',
      technologies: ['Zigbee', 'Wi-Fi'],
    });
  });

  it('cuts an over-long query to 64 characters', () => {
    expect(parseFilter(`?q=${'a'.repeat(100)}`).query).toHaveLength(64);
  });

  it('writes a shareable query string and round-trips it', () => {
    const search = serializeFilter({ query: 'prise connectée', technologies: ['Zigbee', 'Z-Wave'] });
    expect(search).toBe('?q=prise+connect%C3%A9e&tech=zigbee,z-wave');
    expect(parseFilter(search)).toEqual({ query: 'prise connectée', technologies: ['Zigbee', 'Z-Wave'] });
  });

  it('keeps unrelated parameters and drops empty filters', () => {
    expect(serializeFilter({ query: '', technologies: [] }, '?utm=x&q=old')).toBe('?utm=x');
    expect(serializeFilter({ query: ' ', technologies: [] })).toBe('');
  });
});
