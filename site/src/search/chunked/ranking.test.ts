import MiniSearch from 'minisearch';
import { fold } from '../../i18n/fold';
import { frenchDocs } from '../testing/docsFixture';
import type { SearchRecord } from '../types';
import { buildChunkedIndex } from './buildChunkedIndex';
import { FIELD_BOOSTS, fieldText, SEARCH_FIELDS } from './fields';
import { createLanguageIndex } from './languageIndex';
import { terms } from './terms';

/** The in-browser index the chunked one replaced, with its options: the reference for scores. */
function miniSearch(records: SearchRecord[]) {
  const index = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: [...SEARCH_FIELDS],
    extractField: (record, field) =>
      field === 'objectID' ? record.objectID : fieldText(record, field as (typeof SEARCH_FIELDS)[number]),
    processTerm: (term) => fold(term),
    searchOptions: {
      boost: FIELD_BOOSTS,
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(records);
  return index;
}

async function scores(records: SearchRecord[], query: string) {
  const { manifest, files } = buildChunkedIndex(records);
  const index = createLanguageIndex({ ...manifest, files: '' }, async (name) => files.get(name));
  const ranked = await index.rank(terms(query));
  return new Map(ranked.map(({ record, score }) => [records[record]?.objectID, score]));
}

describe('ranking of the chunked index', () => {
  it.each([
    'zigbee',
    'sauvegardes chiffrees',
    'docker compose',
    'capteur branché',
    'rasberry',
    'co',
    'c',
    's',
    'la carte',
    'plage',
  ])('scores “%s” as MiniSearch did, record for record', async (query) => {
    const expected = miniSearch(frenchDocs).search(query);
    const actual = await scores(frenchDocs, query);
    expect([...actual.keys()].sort()).toEqual(expected.map((result) => result.id).sort());
    for (const result of expected) expect(actual.get(result.id)).toBeCloseTo(result.score, 3);
  });

  it('forgives a typo only after the first two letters, where the shards split the words', async () => {
    expect((await scores(frenchDocs, 'raspbery')).size).toBeGreaterThan(0);
    expect((await scores(frenchDocs, 'aspberry')).size).toBe(0);
  });
});
