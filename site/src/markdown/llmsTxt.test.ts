import { llmsFullTxt, llmsTxt, type LlmsStrings } from './llmsTxt';

const strings: LlmsStrings = {
  title: 'Foyer',
  summary: 'A home assistant you host yourself.',
  intro: 'Each link is a Markdown copy.',
  start: 'Start here',
  optional: 'Optional',
};
const site = 'https://foyer.example';
const docs: Record<string, { title: string; description?: string }> = {
  '/docs/': { title: 'Hardware', description: 'What to run Foyer on.' },
  '/docs/installation/docker/': { title: 'Install with Docker', description: 'One docker run command.' },
  '/docs/api/rest-api/': { title: 'REST API' },
};
const docAt = (pagePath: string) =>
  docs[pagePath] && { ...docs[pagePath], url: `${site}${pagePath.replace(/\/$/, '.md')}` };

describe('llms.txt', () => {
  const text = llmsTxt(strings, {
    sidebar: [
      { type: 'link', label: 'Hardware', href: '/docs/' },
      {
        type: 'category',
        label: 'Installation',
        items: [
          { type: 'link', label: 'Docker', href: '/docs/installation/docker/' },
          { type: 'link', label: 'Gone', href: '/docs/installation/gone/' },
        ],
      },
      {
        type: 'category',
        label: 'API',
        items: [{ type: 'link', label: 'REST', href: '/docs/api/rest-api/' }],
      },
      { type: 'category', label: 'Empty', items: [] },
    ],
    docAt,
    posts: [{ title: 'Release 4.58', url: `${site}/blog/release-4-58.md`, description: 'What is new.' }],
  });

  it('has the proposal’s shape: the name, a quoted summary, a paragraph, then sections of links', () => {
    expect(text.split('\n\n').slice(0, 3)).toEqual([
      '# Foyer',
      '> A home assistant you host yourself.',
      'Each link is a Markdown copy.',
    ]);
    expect(text.match(/^## .+$/gm)).toEqual(['## Start here', '## Installation', '## API', '## Optional']);
  });

  it('lists the docs in sidebar order, each with its description when it has one', () => {
    expect(text).toContain(
      '## Installation\n\n- [Install with Docker](https://foyer.example/docs/installation/docker.md): One docker run command.\n',
    );
    expect(text).toContain('- [REST API](https://foyer.example/docs/api/rest-api.md)\n');
    expect(text).not.toContain('Gone');
  });

  it('keeps the posts for last, in the Optional section', () => {
    expect(
      text
        .trimEnd()
        .endsWith(
          '## Optional\n\n- [Release 4.58](https://foyer.example/blog/release-4-58.md): What is new.',
        ),
    ).toBe(true);
  });
});

describe('llms-full.txt', () => {
  it('holds every doc after the same heading, each set apart by a rule', () => {
    const text = llmsFullTxt(strings, ['# Hardware\n\nPick a machine.\n', '# Docker\n\nRun it.']);
    expect(text).toBe(
      '# Foyer\n\n> A home assistant you host yourself.\n\n---\n\n# Hardware\n\nPick a machine.\n\n---\n\n# Docker\n\nRun it.\n',
    );
  });
});
