import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docsWithoutCopy } from './docsWithoutCopy';

function publicFolder(pages: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-public-'));
  for (const page of pages) {
    fs.mkdirSync(path.join(root, page), { recursive: true });
    fs.writeFileSync(path.join(root, page, 'index.html'), '<!doctype html>');
  }
  return root;
}

describe('docsWithoutCopy (the build fails on any)', () => {
  const root = publicFolder([
    '/docs/',
    '/docs/installation/docker/',
    '/fr/docs/',
    '/fr/docs/installation/docker/',
    '/blog/foyer-4-58/',
  ]);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names every published doc, in either language, whose copy was not written', () => {
    expect(docsWithoutCopy(root, new Set(['/docs/index.md', '/fr/docs/index.md'])).sort()).toEqual([
      '/docs/installation/docker/',
      '/fr/docs/installation/docker/',
    ]);
  });

  it('is empty when every doc has its copy, whatever else was published', () => {
    const written = new Set([
      '/docs/index.md',
      '/docs/installation/docker.md',
      '/fr/docs/index.md',
      '/fr/docs/installation/docker.md',
    ]);
    expect(docsWithoutCopy(root, written)).toEqual([]);
  });
});
