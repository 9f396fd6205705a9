import fs from 'node:fs';
import path from 'node:path';
import { builtPageFiles } from './builtPages';

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
    fs.writeFileSync(full, Buffer.from(bytes.filter((byte) => byte !== 0)));
    repaired.push(file);
  }
  return repaired;
}
