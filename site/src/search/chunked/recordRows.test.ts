import { buildRecords } from '../records';
import { docTree } from '../testing/docTree';
import { decodeRecord, encodeRecord } from './recordRows';

const records = buildRecords({
  tree: docTree(
    'Intro.\n\n```bash\nls\n```\n\n## Setup\n\nText.\n\n```yaml\nTZ: Europe/Paris\n```\n\n### Deeper\n\nMore.',
  ),
  path: '/docs/a/',
  title: 'A page',
  category: 'Guides',
  language: 'en',
  versionTag: 'docs-current',
});

describe('record rows', () => {
  it('give back every record as it was: introduction, headings and code blocks', () => {
    expect(records.map((record) => record.type)).toEqual(['lvl1', 'content', 'lvl2', 'content', 'lvl3']);
    for (const record of records) {
      expect(decodeRecord(encodeRecord(record), 'en', 'docs-current')).toEqual(record);
    }
  });

  it('leave out the empty heading levels, the language and the tag', () => {
    expect(encodeRecord(records[0]!)).toEqual(['/docs/a/', 1, 'Intro.', 'Guides', 'A page']);
    expect(encodeRecord(records[3]!)).toEqual([
      '/docs/a/#setup',
      -1,
      'TZ: Europe/Paris',
      'Guides',
      'A page',
      'Setup',
    ]);
  });

  it('refuse a record whose id would not come back', () => {
    expect(() => encodeRecord({ ...records[2]!, objectID: 'elsewhere' })).toThrow(/elsewhere/);
  });
});
