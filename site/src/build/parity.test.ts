import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '../i18n/languages';
import { contentTwinProblems, translationKeys, translationParityProblems } from './parity';

const siteRoot = path.resolve(__dirname, '../..');

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parity-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('translation parity', () => {
  it('flattens nested keys', () => {
    expect(translationKeys({ nav: { docs: 'Docs', blog: 'Blog' }, title: 'x' })).toEqual(['nav.docs', 'nav.blog', 'title']);
  });

  it('names a key missing in French and a file missing in English', () => {
    const root = tree({
      'en/common.json': JSON.stringify({ nav: { docs: 'Docs', blog: 'Blog' } }),
      'fr/common.json': JSON.stringify({ nav: { docs: 'Docs' } }),
      'fr/extra.json': JSON.stringify({ a: 'b' }),
    });
    expect(translationParityProblems(root, ['en', 'fr'])).toEqual([
      'locales/en/extra.json is missing (it exists in another language)',
      'key "nav.blog" of locales/en/common.json is missing from locales/fr/common.json',
    ]);
  });

  it('holds for the real UI strings', () => {
    expect(translationParityProblems(path.join(siteRoot, 'locales'), LANGUAGES)).toEqual([]);
  });
});

describe('content twins', () => {
  it('names a doc without its twin', () => {
    const root = tree({ 'en/api/rest-api.mdx': '# x', 'fr/api/rest-api.mdx': '# x', 'en/api/mqtt-api.mdx': '# y' });
    expect(contentTwinProblems(root, ['en', 'fr'], 'docs')).toEqual([
      'docs en/api/mqtt-api.mdx has no fr twin (expected docs/fr/api/mqtt-api.mdx)',
    ]);
  });

  it('holds for the real docs and blog', () => {
    expect(contentTwinProblems(path.join(siteRoot, 'content/docs'), LANGUAGES, 'docs')).toEqual([]);
    expect(contentTwinProblems(path.join(siteRoot, 'content/blog'), LANGUAGES, 'blog')).toEqual([]);
  });
});
