import { toCsv, toJsonLines, toTable } from './format';

describe('export formats', () => {
  const rows = [
    {
      id: 1,
      received_at: new Date('2026-01-02T03:04:05Z'),
      email: 'a@b.fr',
      message: 'Hello, "team"\nsecond line',
    },
    { id: 2, received_at: null, email: 'c@d.fr', message: 'plain' },
  ];

  it('quotes commas, quotes and line breaks in CSV', () => {
    expect(toCsv(rows)).toBe(
      'id,received_at,email,message\n' +
        '1,2026-01-02T03:04:05.000Z,a@b.fr,"Hello, ""team""\nsecond line"\n' +
        '2,,c@d.fr,plain\n',
    );
  });

  it('writes one JSON object a line', () => {
    const lines = toJsonLines(rows).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ id: 1, message: 'Hello, "team"\nsecond line' });
  });

  it('keeps a table row on one line', () => {
    expect(toTable(rows).split('\n')).toHaveLength(4);
    expect(toTable([])).toBe('(none)\n');
  });
});
