import { missingPathQuery } from './missingPathQuery';

describe('missingPathQuery', () => {
  it('keeps the words that name the page, without the language and the section', () => {
    expect(missingPathQuery('/fr/docs/instalation/synology')).toBe('instalation synology');
    expect(missingPathQuery('/docs/integrations/zigbe2mqtt/index.html')).toBe('integrations zigbe2mqtt');
  });

  it('reads escaped accents and splits on any punctuation', () => {
    expect(missingPathQuery('/fr/docs/sc%C3%A8nes/condition_horaire')).toBe('scènes condition horaire');
  });

  it('survives a malformed escape and says nothing for an address with no words', () => {
    expect(missingPathQuery('/docs/%E0%A4%A/backup')).toContain('backup');
    expect(missingPathQuery('/fr/')).toBe('');
  });

  it('stays within the search field’s 64 characters, dropping whole words', () => {
    const words = Array.from({ length: 20 }, (_, index) => `word${index}`);
    const query = missingPathQuery(`/docs/${words.join('-')}`);
    expect(query.length).toBeLessThanOrEqual(64);
    expect(query.length).toBeGreaterThan(50);
    expect(words.join(' ').startsWith(`${query} `)).toBe(true);
  });
});
