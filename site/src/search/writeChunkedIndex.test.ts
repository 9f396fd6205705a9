import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IndexManifest } from './chunked/format';
import { frenchDocs } from './testing/docsFixture';
import { writeChunkedIndex } from './writeChunkedIndex';

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-chunks-'));
});
afterEach(() => {
  fs.rmSync(publicDir, { recursive: true, force: true });
});

const readManifest = (): IndexManifest =>
  JSON.parse(fs.readFileSync(path.join(publicDir, 'search-index', 'fr.json'), 'utf8')) as IndexManifest;

const filesIn = (folder: string): string[] =>
  fs.readdirSync(path.join(publicDir, folder), { recursive: true, encoding: 'utf8' });

describe('writeChunkedIndex', () => {
  it('publishes the manifest where the first search looks, and every shard it lists in its folder', () => {
    writeChunkedIndex(publicDir, 'fr', frenchDocs);
    const manifest = readManifest();
    expect(manifest.files).toMatch(/^\/search-chunks\/fr\/[0-9a-f]{10}\/$/);
    const written = filesIn(manifest.files);
    for (const key of manifest.shards) expect(written).toContain(`terms/${key}.json`);
    expect(written.filter((file) => file.startsWith('records/'))).toHaveLength(
      Math.ceil(frenchDocs.length / manifest.recordsPerChunk),
    );
  });

  it('names the folder after the content, and removes the previous build’s files', () => {
    writeChunkedIndex(publicDir, 'fr', frenchDocs);
    const before = readManifest().files;
    writeChunkedIndex(publicDir, 'fr', frenchDocs);
    expect(readManifest().files).toBe(before);
    writeChunkedIndex(publicDir, 'fr', frenchDocs.slice(1));
    const after = readManifest().files;
    expect(after).not.toBe(before);
    expect(fs.readdirSync(path.join(publicDir, 'search-chunks', 'fr'))).toEqual([path.basename(after)]);
  });
});
