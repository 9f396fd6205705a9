/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import path from 'node:path';
import { codeBlockProps, highlight, remarkCodeBlocks } from './remarkCodeBlocks';

const siteRoot = path.resolve(__dirname, '..');

/** The lines of a block's HTML, parsed as the browser parses them. */
function linesOf(html: string): HTMLElement[] {
  const code = document.createElement('code');
  code.innerHTML = html;
  return [...code.querySelectorAll<HTMLElement>('[data-code-lines] > [data-line]')];
}

const compose = [
  'services:',
  '  foyer:',
  '    image: registry.foyer.example/foyer/foyer:4',
  '    restart: unless-stopped',
].join('\n');

describe('build-time code highlighting', () => {
  it('highlights known languages into Prism token spans and escapes the rest', () => {
    expect(highlight('docker ps', 'bash').html).toContain('<span class="token function">docker</span>');
    expect(highlight('image: foyer', 'yml')).toMatchObject({ language: 'yaml' });
    expect(highlight('<b> & co', 'text').html).toMatch(/^&lt;b(&gt;|>) &amp; co$/);
    expect(highlight('<b>', 'no-such-language').html).toBe('&lt;b&gt;');
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

  it('leaves a fence without marks or numbers as Prism wrote it', () => {
    expect(codeBlockProps({ lang: 'yaml', value: compose }).html).toBe(highlight(compose, 'yaml').html);
  });
});

describe('marked lines', () => {
  it('marks the lines the meta points at, with the notes of the file language', () => {
    const props = codeBlockProps(
      { lang: 'yaml', meta: 'title="docker-compose.yml" {2} ins={3} del={4}', value: compose },
      path.join(siteRoot, 'content/docs/fr/installation/docker-compose.mdx'),
    );
    const lines = linesOf(props.html);
    expect(
      lines.map((line) => [line.dataset.lineMark, line.querySelector('[data-line-note]')?.textContent]),
    ).toEqual([
      [undefined, undefined],
      ['highlighted', expect.stringMatching(/^Ligne mise en évidence\u00a0: $/)],
      ['inserted', 'Ligne ajoutée\u00a0: '],
      ['removed', 'Ligne supprimée\u00a0: '],
    ]);
    expect(lines[2]?.querySelector('.token.key')).toHaveTextContent('image');
    // Copied and indexed: the file as it should end up.
    expect(props.code).toBe(compose.split('\n').slice(0, 3).join('\n'));
    expect(props).toMatchObject({ language: 'yaml', title: 'docker-compose.yml' });
  });

  it('speaks English outside the French content, and numbers the lines when asked', () => {
    const props = codeBlockProps(
      { lang: 'yaml', meta: '{1} showLineNumbers', value: compose },
      path.join(siteRoot, 'content/blog/en/foyer-4-58.mdx'),
    );
    expect(props.html.startsWith('<span data-code-lines data-line-numbers="1">')).toBe(true);
    expect(linesOf(props.html)[0]?.querySelector('[data-line-note]')).toHaveTextContent('Highlighted line:');
    expect(props.code).toBe(compose);
  });

  it('reads a diff fence: signs out of the code, removed lines out of the copy', () => {
    const props = codeBlockProps({
      lang: 'diff',
      meta: 'lang="yaml" title="docker-compose.yml"',
      value: [
        ' services:',
        '   foyer:',
        '-    image: registry.foyer.example/foyer/foyer:4',
        '+    image: registry.foyer.example/foyer/foyer:4.58.0',
      ].join('\n'),
    });
    expect(props.language).toBe('yaml');
    expect(linesOf(props.html).map((line) => line.dataset.lineMark)).toEqual([
      undefined,
      undefined,
      'removed',
      'inserted',
    ]);
    expect(linesOf(props.html)[3]?.textContent).toBe(
      'Added line:     image: registry.foyer.example/foyer/foyer:4.58.0',
    );
    expect(props.code).toBe('services:\n  foyer:\n    image: registry.foyer.example/foyer/foyer:4.58.0');
  });

  it('shows and copies a diff without a language as written', () => {
    const patch = '-a\n+b';
    expect(codeBlockProps({ lang: 'diff', value: patch })).toMatchObject({ code: patch, html: '-a\n+b' });
  });

  it('splits a multi-line comment so each line of the block is balanced', () => {
    const script = 'const a = 1;\n/* Reads the station\n   every minute */\nrun();';
    expect(highlight(script, 'js').html).toContain('<span class="token comment">/* Reads the station\n');
    const lines = linesOf(codeBlockProps({ lang: 'js', meta: '{3}', value: script }).html);
    expect(lines).toHaveLength(4);
    expect(lines[1]?.querySelector('.token.comment')).toHaveTextContent('/* Reads the station');
    expect(lines[2]?.dataset.lineMark).toBe('highlighted');
    expect(lines[2]?.querySelector('.token.comment')).toHaveTextContent('every minute */');
  });

  it('names the file and the block when a mark is wrong', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'code', lang: 'yaml', meta: '{9}', value: compose, position: { start: { line: 12 } } },
      ],
    };
    expect(() => remarkCodeBlocks()(tree, { path: 'content/docs/en/x/y.mdx' })).toThrow(
      'content/docs/en/x/y.mdx, code block at line 12: Line 9 is marked highlighted, but the code has lines 1 to 4.',
    );
  });
});
