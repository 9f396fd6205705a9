import { createEmbeddedClient } from '../embeddedClient';
import type { FetchLike } from '../fetchJsonWithin';
import { fetchSearchEntry, fetchSearchFile } from '../fetchSearchFiles';
import type { SearchRecord } from '../types';
import { publishedIndexes } from './publishedIndexes';

/** How the test server answers a request: as the file, with an error, or never. */
export type Answer = 'answer' | 'fail' | 'hold';

/**
 * A site serving the chunked index of `records` as the build publishes it, and the
 * embedded client reading it through the real downloads (time-outs included).
 * `answers(path, attempt)` may break a file's first attempts; `asked` lists every request.
 */
export function servedIndex(
  records: SearchRecord[],
  answers: (path: string, attempt: number) => Answer = () => 'answer',
) {
  const { byLanguage, served } = publishedIndexes(records);
  const french = byLanguage.get('fr');
  if (!french) throw new Error('servedIndex serves the French records');
  const asked: string[] = [];
  const fetchImpl: FetchLike = (path, { signal }) => {
    const answer = answers(path, asked.filter((earlier) => earlier === path).length);
    asked.push(path);
    const file = served.get(path);
    if (answer === 'fail' || file === undefined) {
      return Promise.resolve(new Response('Not found', { status: 404 }));
    }
    if (answer === 'answer') return Promise.resolve(new Response(JSON.stringify(file)));
    return new Promise((_resolve, reject) => {
      signal.addEventListener('abort', () =>
        reject(new DOMException('The request was aborted', 'AbortError')),
      );
    });
  };
  const client = createEmbeddedClient(
    (language, failedAttempts) => fetchSearchEntry(language, failedAttempts, fetchImpl),
    (path, failedAttempts) => fetchSearchFile(path, failedAttempts, fetchImpl),
  );
  return { client, asked, files: french.files, folder: french.folder };
}
