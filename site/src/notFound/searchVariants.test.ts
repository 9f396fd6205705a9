import { searchVariants } from './searchVariants';

describe('searchVariants', () => {
  it('tries the whole query first, then its longer words alone, longest first', () => {
    expect(searchVariants('instalation synology old')).toEqual([
      'instalation synology old',
      'instalation',
      'synology',
    ]);
  });

  it('tries a single word once, and nothing for no word', () => {
    expect(searchVariants('zigbee')).toEqual(['zigbee']);
    expect(searchVariants('')).toEqual([]);
  });

  it('keeps to three single words', () => {
    expect(searchVariants('alpha bravo charlie delta echo')).toHaveLength(4);
  });
});
