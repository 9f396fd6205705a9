import { isTabChoiceToken, parseStoredTabChoices, parseTabChoicesQuery } from './tabChoiceParsing';

describe('parseTabChoicesQuery', () => {
  it('reads a group and its tab from ?tabs=', () => {
    expect(parseTabChoicesQuery('?tabs=install-method:compose')).toEqual({ 'install-method': 'compose' });
  });

  it('reads several pairs, among other parameters, encoded or not', () => {
    expect(parseTabChoicesQuery('?q=docker&tabs=install-method:compose,os:linux&page=2')).toEqual({
      'install-method': 'compose',
      os: 'linux',
    });
    expect(parseTabChoicesQuery('?tabs=install-method%3Acompose%2Cclient%3Acurl')).toEqual({
      'install-method': 'compose',
      client: 'curl',
    });
  });

  it('skips malformed pairs and anything that could not go into a selector', () => {
    expect(
      parseTabChoicesQuery(
        '?tabs=install-method,os:,:linux,a:b:c,client:curl,x:"]{display:none}*{color:red,y:é',
      ),
    ).toEqual({ client: 'curl' });
    expect(parseTabChoicesQuery('')).toEqual({});
    expect(parseTabChoicesQuery('?tabs=')).toEqual({});
  });

  it('reads the parameter the site configured', () => {
    expect(parseTabChoicesQuery('?tabs=os:linux&choice=os:macos', 'choice')).toEqual({ os: 'macos' });
  });
});

describe('parseStoredTabChoices', () => {
  it('keeps well-formed pairs only', () => {
    expect(parseStoredTabChoices('{"install-method":"compose","os":3,"bad key":"x","client":"a b"}')).toEqual(
      {
        'install-method': 'compose',
      },
    );
  });

  it('treats nothing, broken JSON and other shapes as no choice', () => {
    expect(parseStoredTabChoices(null)).toEqual({});
    expect(parseStoredTabChoices('{not json')).toEqual({});
    expect(parseStoredTabChoices('["compose"]')).toEqual({});
    expect(parseStoredTabChoices('"compose"')).toEqual({});
    expect(parseStoredTabChoices('null')).toEqual({});
  });
});

describe('isTabChoiceToken', () => {
  it('accepts ids made of letters, digits, _ and -', () => {
    expect(['compose', 'install-method', 'x86_64', 'A1'].every(isTabChoiceToken)).toBe(true);
    expect(['', 'a b', 'a:b', 'a"b', 'é', 'a]'].some(isTabChoiceToken)).toBe(false);
  });
});
