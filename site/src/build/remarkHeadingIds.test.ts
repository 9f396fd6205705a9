import { createSlugger, remarkHeadingIds, slugify } from './remarkHeadingIds';

describe('heading ids', () => {
  it('slugs like GitHub: lower case, no punctuation, accents kept, spaces to hyphens', () => {
    expect(slugify('Get an API key')).toBe('get-an-api-key');
    expect(slugify('Obtenir une clé d’API')).toBe('obtenir-une-clé-dapi');
    expect(slugify('Docker & docker-compose: what?')).toBe('docker--docker-compose-what');
    expect(slugify('Use `foyer_cli` now')).toBe('use-foyer_cli-now');
  });

  it('numbers repeated headings', () => {
    const slug = createSlugger();
    expect([slug('Update'), slug('Update'), slug('Update')]).toEqual(['update', 'update-1', 'update-2']);
  });

  it('sets the id on every heading of a document', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'heading',
          children: [
            { type: 'text', value: 'Make a ' },
            { type: 'inlineCode', value: 'curl' },
          ],
        },
        { type: 'paragraph', children: [{ type: 'text', value: 'x' }] },
        { type: 'heading', children: [{ type: 'text', value: 'Make a curl' }] },
      ],
    };
    remarkHeadingIds()(tree);
    const ids = tree.children.map(
      (node) => (node as { data?: { hProperties?: { id?: string } } }).data?.hProperties?.id,
    );
    expect(ids).toEqual(['make-a-curl', undefined, 'make-a-curl-1']);
  });
});
