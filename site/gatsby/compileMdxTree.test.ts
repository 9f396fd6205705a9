import type { MdxTreeNode } from '../src/mdx/mdxTree';
import { compileInNode, type MdxSource } from './testing/compileInNode';

const sources: MdxSource[] = [
  {
    body: [
      '## Install it now!',
      '',
      'Run **Foyer** on `port 8080`, see [the guide](/docs/installation/).',
      '',
      '```bash title="Start"',
      'docker compose up -d',
      '```',
      '',
      '| Port | Use |',
      '|:-----|----:|',
      '| 8080 | web |',
      '',
      '<Admonition type="tip">',
      '',
      '### Install it now',
      '',
      '</Admonition>',
    ].join('\n'),
  },
  { body: '## Pourquoi ?\n\nVoici : trois « choses ».', filePath: '/site/content/docs/fr/guide.mdx' },
  { body: '## Why ?\n\nHere : three things.', filePath: '/site/content/docs/en/guide.mdx' },
  { body: 'A <Unknown /> component.' },
  { body: 'export const Local = () => null\n\n<Local />' },
];
const [english, french, englishPath, unknown, local] = compileInNode(sources);

function elements(nodes: MdxTreeNode[], type: string): Exclude<MdxTreeNode, string>[] {
  return nodes.flatMap((node) =>
    typeof node === 'string'
      ? []
      : [...(node[0] === type ? [node] : []), ...elements(node.slice(2) as MdxTreeNode[], type)],
  );
}

describe('compileMdxTree', () => {
  const tree = english?.compiled?.tree ?? [];

  it('gives headings GitHub-style ids, numbered when repeated, even inside components', () => {
    expect(elements(tree, 'h2')).toEqual([['h2', { id: 'install-it-now' }, 'Install it now!']]);
    expect(elements(tree, 'h3')).toEqual([['h3', { id: 'install-it-now-1' }, 'Install it now']]);
    expect(english?.compiled?.headings).toEqual([
      { id: 'install-it-now', value: 'Install it now!', depth: 2 },
      { id: 'install-it-now-1', value: 'Install it now', depth: 3 },
    ]);
  });

  it('keeps inline marks and links, and turns fenced code into a highlighted CodeBlock', () => {
    expect(elements(tree, 'p')[0]).toEqual([
      'p',
      null,
      'Run ',
      ['strong', null, 'Foyer'],
      ' on ',
      ['code', null, 'port 8080'],
      ', see ',
      ['a', { href: '/docs/installation/' }, 'the guide'],
      '.',
    ]);
    const [codeBlock] = elements(tree, 'CodeBlock');
    expect(codeBlock?.[1]).toMatchObject({ code: 'docker compose up -d', language: 'bash', title: 'Start' });
    expect(String(codeBlock?.[1]?.html)).toContain('<span class="token');
  });

  it('reads GitHub tables with their alignment, and names the site components', () => {
    expect(elements(tree, 'th').map((cell) => cell[1])).toEqual([{ align: 'left' }, { align: 'right' }]);
    expect(elements(tree, 'Admonition')[0]?.[1]).toEqual({ type: 'tip' });
  });

  it('typesets French files only, and leaves their ids as written', () => {
    expect(french?.compiled?.headings).toEqual([{ id: 'pourquoi-', value: 'Pourquoi\u202f?', depth: 2 }]);
    expect(elements(french?.compiled?.tree ?? [], 'p')[0]).toEqual([
      'p',
      null,
      'Voici\u00a0: trois «\u00a0choses\u00a0».',
    ]);
    expect(elements(englishPath?.compiled?.tree ?? [], 'p')[0]).toEqual(['p', null, 'Here : three things.']);
  });

  it('fails on components the site does not provide, or defines in the body', () => {
    expect(unknown?.error).toMatch(/Unknown/);
    expect(local?.error).toMatch(/only use HTML elements and named components/);
  });
});
