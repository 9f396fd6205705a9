import { docsSearchFilters } from './docsSearchFilters';

describe('docsSearchFilters', () => {
  it('filters on the language and, on the server, the current docs version, without a storage warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(docsSearchFilters('fr')).toEqual([['language:fr'], ['docusaurus_tag:docs-current']]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
