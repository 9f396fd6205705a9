import { highlight, remarkCodeBlocks, titleFromMeta } from './remarkCodeBlocks';

describe('build-time code highlighting', () => {
  it('highlights known languages into Prism token spans and escapes the rest', () => {
    expect(highlight('docker ps', 'bash').html).toContain('<span class="token function">docker</span>');
    expect(highlight('image: foyer', 'yml')).toMatchObject({ language: 'yaml' });
    expect(highlight('<b> & co', 'text').html).toMatch(/^&lt;b(&gt;|>) &amp; co$/);
    expect(highlight('<b>', 'no-such-language').html).toBe('&lt;b&gt;');
  });

  it('reads a file name from the fence meta', () => {
    expect(titleFromMeta('title="docker-compose.yml"')).toBe('docker-compose.yml');
    expect(titleFromMeta(undefined)).toBeUndefined();
  });

  it('turns fences into CodeBlock elements carrying the HTML and the raw code', () => {
    const tree = {
      type: 'root',
      children: [{ type: 'code', lang: 'bash', meta: 'title="run.sh"', value: 'npm test' }],
    };
    remarkCodeBlocks()(tree);
    const element = tree.children[0] as unknown as {
      name: string;
      attributes: { name: string; value: string }[];
    };
    expect(element.name).toBe('CodeBlock');
    expect(Object.fromEntries(element.attributes.map((a) => [a.name, a.value]))).toEqual({
      html: expect.stringContaining('npm'),
      code: 'npm test',
      language: 'bash',
      title: 'run.sh',
    });
  });
});
