import { searchTimeouts } from '../config/search';
import type { IndexManifest } from './chunked/format';
import { fetchJsonWithin, type FetchLike } from './fetchJsonWithin';
import { searchEntryPath } from './searchIndex';

/**
 * A file of the embedded index, within the hosted search's connect and read
 * time-outs, so a stuck download ends in the search's error state. Like Algolia's
 * client, each new attempt after a failure waits longer (twice, three times…), so a
 * slow connection still gets the index on a later search.
 */
export function fetchSearchFile<T>(path: string, failedAttempts = 0, fetchImpl?: FetchLike): Promise<T> {
  const factor = failedAttempts + 1;
  return fetchJsonWithin<T>(
    path,
    { connect: searchTimeouts.connect * factor, read: searchTimeouts.read * factor },
    fetchImpl,
  );
}

/** The manifest of one language's index, the first file its first search downloads. */
export function fetchSearchEntry(
  language: string,
  failedAttempts = 0,
  fetchImpl?: FetchLike,
): Promise<IndexManifest> {
  return fetchSearchFile<IndexManifest>(searchEntryPath(language), failedAttempts, fetchImpl);
}
