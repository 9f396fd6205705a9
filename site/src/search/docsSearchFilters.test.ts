import { docsSearchFilters } from './docsSearchFilters';

describe('docsSearchFilters', () => {
  it('filters on the language and, on the server, the current docs version or the blog, without a storage warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(docsSearchFilters('fr')).toEqual([
      ['language:fr'],
      ['docusaurus_tag:docs-current', 'docusaurus_tag:blog'],
    ]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
