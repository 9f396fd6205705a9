import fs from 'node:fs';
import path from 'node:path';
import { builtPageFiles } from './builtPages';

/** The bytes between the NULs, copied in runs rather than byte by byte (pages are 200 KB at scale). */
function withoutNulBytes(bytes: Buffer): Buffer {
  const runs: Buffer[] = [];
  let start = 0;
  for (let nul = bytes.indexOf(0); nul !== -1; nul = bytes.indexOf(0, start)) {
    runs.push(bytes.subarray(start, nul));
    start = nul + 1;
  }
  runs.push(bytes.subarray(start));
  return Buffer.concat(runs);
}

/**
 * React 18.3's streaming server renderer flushes its whole 2 KB buffer when a
 * multi-byte character (é, ’, …) does not fit at its end, so a stray NUL byte
 * lands in the HTML before the character, e.g. in an href. The rest of the
 * output is intact, and HTML never carries NUL, so removing them restores it.
 * Returns the pages that were repaired.
 */
export function stripNullBytes(publicDir: string): string[] {
  const repaired: string[] = [];
  for (const file of builtPageFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const bytes = fs.readFileSync(full);
    if (!bytes.includes(0)) continue;
    fs.writeFileSync(full, withoutNulBytes(bytes));
    repaired.push(file);
  }
  return repaired;
}
