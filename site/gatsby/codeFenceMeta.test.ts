import { parseCodeFenceMeta, parseLineRanges, readDiffFence } from './codeFenceMeta';

describe('the meta of a code fence', () => {
  it('reads highlighted lines, inserted and removed lines, the title and line numbers', () => {
    expect(
      parseCodeFenceMeta('{1,4-6} title="docker-compose.yml" ins={8-9} del={7} showLineNumbers'),
    ).toEqual({
      title: 'docker-compose.yml',
      highlighted: [1, 4, 5, 6],
      inserted: [8, 9],
      removed: [7],
      showLineNumbers: true,
    });
  });

  it('reads a title with spaces, the language of a diff, and nothing at all', () => {
    expect(parseCodeFenceMeta('title="Function node: Shower running?"')).toMatchObject({
      title: 'Function node: Shower running?',
    });
    expect(parseCodeFenceMeta('lang="yaml" { 2 , 3-4 }')).toMatchObject({
      lang: 'yaml',
      highlighted: [2, 3, 4],
    });
    expect(parseCodeFenceMeta(undefined)).toEqual({
      highlighted: [],
      inserted: [],
      removed: [],
      showLineNumbers: false,
    });
  });

  it('fails on what it does not know, so a typo does not pass unnoticed', () => {
    expect(() => parseCodeFenceMeta('mark={3}')).toThrow('unknown option "mark={3}"');
    expect(() => parseCodeFenceMeta('showLinenumbers')).toThrow('unknown option "showLinenumbers"');
    expect(() => parseCodeFenceMeta('ins={3')).toThrow('cannot read "ins={3"');
    expect(() => parseCodeFenceMeta('title=docker.yml')).toThrow('cannot read "title=docker.yml"');
    expect(() => parseLineRanges('6-4')).toThrow('"6-4" is not a line or a range of lines');
    expect(() => parseLineRanges('0')).toThrow('"0" is not a line');
    expect(() => parseLineRanges('2,,3')).toThrow('"" is not a line');
  });
});

describe('a diff fence', () => {
  it('reads its signs from the first column and keeps the rest of each line', () => {
    expect(
      readDiffFence(
        [
          ' services:',
          '   foyer:',
          '-    image: registry.foyer.example/foyer/foyer:4',
          '+    image: registry.foyer.example/foyer/foyer:4.58.0',
          '',
          '     restart: unless-stopped',
        ].join('\n'),
      ),
    ).toEqual({
      code: [
        'services:',
        '  foyer:',
        '    image: registry.foyer.example/foyer/foyer:4',
        '    image: registry.foyer.example/foyer/foyer:4.58.0',
        '',
        '    restart: unless-stopped',
      ].join('\n'),
      inserted: [4],
      removed: [3],
    });
  });

  it('fails on a line without a sign or a space first', () => {
    expect(() => readDiffFence(' a:\nb: 2')).toThrow('line 2 of a diff fence starts with "b"');
  });
});
