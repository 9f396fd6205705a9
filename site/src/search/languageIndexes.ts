import { MANIFEST_FORMAT, type IndexManifest } from './chunked/format';
import { createLanguageIndex, type LanguageIndex } from './chunked/languageIndex';

/** Loads a language's manifest; `failedAttempts` in a row lengthen its time-outs. */
export type EntryLoader = (language: string, failedAttempts: number) => Promise<IndexManifest>;
/** Loads any other file of the index by its address, the same way. */
export type FileFetcher = (path: string, failedAttempts: number) => Promise<unknown>;

// What the server sent may be anything, an old one-file index included.
function isManifest(entry: unknown): entry is IndexManifest {
  return typeof entry === 'object' && entry !== null && 'format' in entry && entry.format === MANIFEST_FORMAT;
}

/**
 * Downloads by key, each kept once it arrived. A failed or timed-out download is not
 * kept: the next search tries again, waiting longer after each failure in a row.
 */
function retryingDownloads<Key, T>(download: (key: Key, failedAttempts: number) => Promise<T>) {
  const done = new Map<Key, Promise<T>>();
  const failures = new Map<Key, number>();
  return {
    get(key: Key, onFailure?: () => void): Promise<T> {
      const existing = done.get(key);
      if (existing) return existing;
      const attempt = download(key, failures.get(key) ?? 0);
      done.set(key, attempt);
      attempt.then(
        () => failures.delete(key),
        () => {
          failures.set(key, (failures.get(key) ?? 0) + 1);
          if (done.get(key) === attempt) done.delete(key);
          onFailure?.();
        },
      );
      return attempt;
    },
    forget(key: Key): void {
      done.delete(key);
    },
  };
}

/**
 * Each language's index, opened on its first search. A shard or chunk that fails also
 * drops the manifest, so that a search after a new deploy reads the new one instead of
 * asking again for files that are gone.
 */
export function languageIndexes(
  loadEntry: EntryLoader,
  fetchFile: FileFetcher,
): (language: string) => Promise<LanguageIndex> {
  const entries = retryingDownloads(loadEntry);
  const files = retryingDownloads(fetchFile);
  const opened = new Map<string, Promise<LanguageIndex>>();

  return (language) => {
    const existing = opened.get(language);
    if (existing) return existing;
    const forget = () => {
      if (opened.get(language) !== opening) return;
      opened.delete(language);
      entries.forget(language);
    };
    const opening = entries.get(language).then((entry) => {
      if (!isManifest(entry)) throw new Error(`The search index of "${language}" is not in a known format`);
      return createLanguageIndex(entry, (name) => files.get(`${entry.files}${name}`, forget));
    });
    opening.catch(forget);
    opened.set(language, opening);
    return opening;
  };
}
