import { remarkHeadingIds, type MdastNode } from './remarkHeadingIds';

function heading(...children: MdastNode[]): MdastNode {
  return { type: 'heading', depth: 2, children };
}
const text = (value: string): MdastNode => ({ type: 'text', value });

function idsOf(...headings: MdastNode[]): (string | undefined)[] {
  const tree: MdastNode = { type: 'root', children: headings };
  remarkHeadingIds()(tree);
  return headings.map((node) => node.data?.hProperties?.id as string | undefined);
}

describe('heading ids', () => {
  it('slugs like GitHub: lower case, no punctuation, accents kept, spaces to hyphens', () => {
    expect(
      idsOf(
        heading(text('Get an API key')),
        heading(text('Obtenir une clé d’API')),
        heading(text('Docker & docker-compose: what?')),
        heading(text('Use '), { type: 'inlineCode', value: 'foyer_cli' }, text(' now')),
      ),
    ).toEqual(['get-an-api-key', 'obtenir-une-clé-dapi', 'docker--docker-compose-what', 'use-foyer_cli-now']);
  });

  it('numbers repeated headings within a document, and starts again in the next', () => {
    expect(idsOf(heading(text('Update')), heading(text('Update')), heading(text('Update')))).toEqual([
      'update',
      'update-1',
      'update-2',
    ]);
    expect(idsOf(heading(text('Update')))).toEqual(['update']);
  });

  it('sets the id on every heading, nested ones included, and leaves other nodes alone', () => {
    const paragraph: MdastNode = { type: 'paragraph', children: [text('x')] };
    const nested = heading(text('Make a curl'));
    const tree: MdastNode = {
      type: 'root',
      children: [
        heading(text('Make a '), { type: 'inlineCode', value: 'curl' }),
        paragraph,
        { type: 'mdxJsxFlowElement', children: [nested] },
      ],
    };
    remarkHeadingIds()(tree);
    expect(tree.children?.[0]?.data).toEqual({ id: 'make-a-curl', hProperties: { id: 'make-a-curl' } });
    expect(paragraph.data).toBeUndefined();
    expect(nested.data?.id).toBe('make-a-curl-1');
  });
});
