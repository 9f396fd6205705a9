import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '../src/i18n/languages';
import {
  assertLanguageParity,
  contentTwinProblems,
  translationKeys,
  translationParityProblems,
} from './parity';

const siteRoot = path.resolve(__dirname, '..');

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
    expect(translationKeys({ nav: { docs: 'Docs', blog: 'Blog' }, title: 'x' })).toEqual([
      'nav.docs',
      'nav.blog',
      'title',
    ]);
  });

  it('names a key missing in French and a file missing in English', () => {
    const root = tree({
      'en/common.json': JSON.stringify({ nav: { docs: 'Docs', blog: 'Blog' } }),
      'fr/common.json': JSON.stringify({ nav: { docs: 'Docs' } }),
      'fr/extra.json': JSON.stringify({ a: 'b' }),
    });
    expect(translationParityProblems(root, ['en', 'fr'])).toEqual([
      'key "nav.blog" of locales/en/common.json is missing from locales/fr/common.json',
      'locales/en/extra.json is missing (it exists in another language)',
    ]);
  });

  it('holds for the real UI strings', () => {
    expect(translationParityProblems(path.join(siteRoot, 'locales'), LANGUAGES)).toEqual([]);
  });
});

describe('content twins', () => {
  it('names a doc without its twin', () => {
    const root = tree({
      'en/api/rest-api.mdx': '# x',
      'fr/api/rest-api.mdx': '# x',
      'en/api/mqtt-api.mdx': '# y',
    });
    expect(contentTwinProblems(root, ['en', 'fr'], 'docs')).toEqual([
      'docs en/api/mqtt-api.mdx has no fr twin (expected docs/fr/api/mqtt-api.mdx)',
    ]);
  });

  it('holds for the real docs and blog', () => {
    expect(contentTwinProblems(path.join(siteRoot, 'content/docs'), LANGUAGES, 'docs')).toEqual([]);
    expect(contentTwinProblems(path.join(siteRoot, 'content/blog'), LANGUAGES, 'blog')).toEqual([]);
  });
});

describe('the build check', () => {
  it('stops the build naming a missing string and a post without its twin', () => {
    const root = tree({
      'locales/en/common.json': JSON.stringify({ title: 'Foyer', tagline: 'x' }),
      'locales/fr/common.json': JSON.stringify({ title: 'Foyer' }),
      'content/blog/en/hello.mdx': '# Hello',
      'content/docs/en/index.mdx': '# Docs',
      'content/docs/fr/index.mdx': '# Docs',
    });
    const panic = jest.fn();
    assertLanguageParity(root, ['en', 'fr'], { panic });
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0][0]).toContain(
      'key "tagline" of locales/en/common.json is missing from locales/fr/common.json',
    );
    expect(panic.mock.calls[0][0]).toContain('blog en/hello.mdx has no fr twin');
  });

  it('lets a complete site through', () => {
    const panic = jest.fn();
    assertLanguageParity(siteRoot, LANGUAGES, { panic });
    expect(panic).not.toHaveBeenCalled();
  });
});
