import { searchTimeouts } from '../config/search';
import { fetchJsonWithin, type FetchLike } from './fetchJsonWithin';
import { recordsPath } from './searchIndex';
import type { SearchRecord } from './types';

/**
 * The embedded index's records of one language, within the hosted search's connect
 * and read time-outs, so a stuck download ends in the search's error state. Like
 * Algolia's client, each new attempt after a failure waits longer (twice, three
 * times…), so a slow connection still gets the index on a later search.
 */
export function fetchRecords(
  language: string,
  failedAttempts = 0,
  fetchImpl?: FetchLike,
): Promise<SearchRecord[]> {
  const factor = failedAttempts + 1;
  return fetchJsonWithin<SearchRecord[]>(
    recordsPath(language),
    { connect: searchTimeouts.connect * factor, read: searchTimeouts.read * factor },
    fetchImpl,
  );
}
