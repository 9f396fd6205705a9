import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Which Markdown copies are still what their sources would give: each copy is recorded
 * with a key of its own source (body, title, description), and the whole record with a
 * digest of everything else a copy is made from (the converter's code, the strings, the
 * catalogue, the locked packages). A warm build converts only the docs that changed.
 */
export interface CopyCache {
  isFresh(address: string, key: string, file: string): boolean;
  record(address: string, key: string): void;
  save(): void;
}

interface Stored {
  digest: string;
  copies: Record<string, string>;
}

export function copyKey(...parts: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** A digest of the files (or every file in the folders) given. */
export function digestOf(paths: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  const add = (entry: string) => {
    if (!fs.existsSync(entry)) return;
    if (fs.statSync(entry).isDirectory()) {
      for (const name of fs.readdirSync(entry).sort()) add(path.join(entry, name));
    } else {
      hash.update(entry).update(fs.readFileSync(entry));
    }
  };
  paths.forEach(add);
  return hash.digest('hex');
}

export function openCopyCache(file: string, digest: string): CopyCache {
  let stored: Stored = { digest, copies: {} };
  try {
    const read = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
    if (read.digest === digest && typeof read.copies === 'object') stored = read;
  } catch {
    // No record yet, or an unreadable one: every copy is made again.
  }
  const copies = new Map(Object.entries(stored.copies));
  const next = new Map<string, string>();
  return {
    isFresh: (address, key, output) => copies.get(address) === key && fs.existsSync(output),
    record: (address, key) => {
      next.set(address, key);
    },
    save: () => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ digest, copies: Object.fromEntries(next) }));
    },
  };
}
