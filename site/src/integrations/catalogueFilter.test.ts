import {
  EMPTY_FILTER,
  filterCatalogue,
  isFiltered,
  parseFilter,
  serializeFilter,
  type CatalogueFilter,
  type FilterableIntegration,
} from './catalogueFilter';

const items: FilterableIntegration[] = [
  {
    name: 'Philips Hue',
    technologies: ['Zigbee', 'LAN'],
    description: 'Ampoules et éclairage connecté.',
    dataFlow: 'local',
  },
  {
    name: 'Zigbee2MQTT',
    technologies: ['Zigbee', 'MQTT'],
    description: 'Plus de 3 000 appareils Zigbee.',
    dataFlow: 'local',
  },
  {
    name: 'Shelly',
    technologies: ['Wi-Fi', 'MQTT'],
    description: 'Relais et prises en Wi-Fi.',
    dataFlow: 'local',
  },
  {
    name: 'Alexa',
    technologies: ['Voice', 'Cloud'],
    description: 'Commande vocale via Foyer Plus.',
    dataFlow: 'cloud',
    cloudService: 'Amazon Alexa',
  },
  {
    name: 'Sonoff',
    technologies: ['Wi-Fi', 'Zigbee'],
    description: 'Interrupteurs et prises.',
    dataFlow: 'local-optional-cloud',
  },
];
const names = (list: FilterableIntegration[]) => list.map((item) => item.name);
const filter = (changes: Partial<CatalogueFilter>): CatalogueFilter => ({ ...EMPTY_FILTER, ...changes });

describe('filterCatalogue', () => {
  it('shows everything without a query, technology or data flow', () => {
    expect(names(filterCatalogue(items, EMPTY_FILTER))).toHaveLength(5);
    expect(isFiltered(EMPTY_FILTER)).toBe(false);
  });

  it('finds by name, description, technology or cloud service, ignoring case and accents', () => {
    expect(names(filterCatalogue(items, filter({ query: 'HUE' })))).toEqual(['Philips Hue']);
    expect(names(filterCatalogue(items, filter({ query: 'eclairage' })))).toEqual(['Philips Hue']);
    expect(names(filterCatalogue(items, filter({ query: 'mqtt' })))).toEqual(['Zigbee2MQTT', 'Shelly']);
    expect(names(filterCatalogue(items, filter({ query: 'amazon' })))).toEqual(['Alexa']);
  });

  it('needs every word of the query', () => {
    expect(names(filterCatalogue(items, filter({ query: 'zigbee lan' })))).toEqual(['Philips Hue']);
  });

  it('searches the translated technology names', () => {
    const label = (technology: string) => (technology === 'Voice' ? 'Assistants vocaux' : technology);
    expect(names(filterCatalogue(items, filter({ query: 'vocaux' }), label))).toEqual(['Alexa']);
  });

  it('combines technologies: any of the chosen ones', () => {
    expect(names(filterCatalogue(items, filter({ technologies: ['Voice', 'Wi-Fi'] })))).toEqual([
      'Shelly',
      'Alexa',
      'Sonoff',
    ]);
  });

  it('applies the query within the chosen technologies', () => {
    expect(names(filterCatalogue(items, filter({ query: 'relais', technologies: ['Zigbee'] })))).toEqual([]);
  });

  it('keeps the integrations whose data goes where one of the chosen data flows says', () => {
    expect(names(filterCatalogue(items, filter({ dataFlows: ['cloud'] })))).toEqual(['Alexa']);
    expect(names(filterCatalogue(items, filter({ dataFlows: ['local-optional-cloud', 'cloud'] })))).toEqual([
      'Alexa',
      'Sonoff',
    ]);
    expect(isFiltered(filter({ dataFlows: ['local'] }))).toBe(true);
  });

  it('combines the data flow with the technologies and the query', () => {
    const wifi = filter({ technologies: ['Wi-Fi'], dataFlows: ['local'] });
    expect(names(filterCatalogue(items, wifi))).toEqual(['Shelly']);
    expect(names(filterCatalogue(items, { ...wifi, query: 'prises' }))).toEqual(['Shelly']);
    expect(names(filterCatalogue(items, { ...wifi, dataFlows: ['cloud'] }))).toEqual([]);
  });
});

describe('filter in the address', () => {
  it('reads the query, known technologies and known data flows, dropping unknown ones', () => {
    expect(parseFilter('?q=hue&tech=zigbee,wi-fi,laser&flow=local,CLOUD,satellite')).toEqual({
      query: 'hue',
      technologies: ['Zigbee', 'Wi-Fi'],
      dataFlows: ['local', 'cloud'],
    });
  });

  it('cuts an over-long query to 64 characters', () => {
    expect(parseFilter(`?q=${'a'.repeat(100)}`).query).toHaveLength(64);
  });

  it('writes a shareable query string and round-trips it', () => {
    const shared: CatalogueFilter = {
      query: 'prise connectée',
      technologies: ['Zigbee', 'Z-Wave'],
      dataFlows: ['local', 'local-optional-cloud'],
    };
    const search = serializeFilter(shared);
    expect(search).toBe('?q=prise+connect%C3%A9e&tech=zigbee,z-wave&flow=local,local-optional-cloud');
    expect(parseFilter(search)).toEqual(shared);
  });

  it('keeps unrelated parameters and drops empty filters', () => {
    expect(serializeFilter(EMPTY_FILTER, '?utm=x&q=old&flow=cloud')).toBe('?utm=x');
    expect(serializeFilter(filter({ query: ' ' }))).toBe('');
  });
});
