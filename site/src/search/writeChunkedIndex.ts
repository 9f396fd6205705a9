import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildChunkedIndex } from './chunked/buildChunkedIndex';
import type { IndexManifest } from './chunked/format';
import { searchChunksFolder, searchEntryPath } from './searchIndex';
import type { SearchRecord } from './types';

function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * Writes one language's chunked index into the public folder: its files under a
 * folder named after their content (a browser holding an older manifest never mixes
 * versions), then the manifest. Returns the manifest and the folder.
 */
export function writeChunkedIndex(publicDir: string, language: string, records: SearchRecord[]): string[] {
  const { manifest, files } = buildChunkedIndex(records);
  const texts = [...files].map(([name, file]) => [name, JSON.stringify(file)] as const);
  const hash = crypto.createHash('sha256').update(JSON.stringify(manifest));
  for (const [name, text] of texts) hash.update(name).update(text);
  const folder = `${searchChunksFolder(language)}${hash.digest('hex').slice(0, 10)}/`;

  fs.rmSync(path.join(publicDir, searchChunksFolder(language)), { recursive: true, force: true });
  for (const [name, text] of texts) writeFile(path.join(publicDir, folder, name), text);
  const published: IndexManifest = { ...manifest, files: folder };
  const entry = path.join(publicDir, searchEntryPath(language));
  writeFile(entry, JSON.stringify(published));
  return [entry, path.join(publicDir, folder)];
}
