import { buildChunkedIndex } from '../chunked/buildChunkedIndex';
import { createEmbeddedClient } from '../embeddedClient';
import type { FetchLike } from '../fetchJsonWithin';
import { fetchRecords, fetchSearchFile } from '../fetchRecords';
import { searchEntryPath } from '../searchIndex';
import type { SearchRecord } from '../types';

/** How the test server answers a request: as the file, with an error, or never. */
export type Answer = 'answer' | 'fail' | 'hold';

const FOLDER = '/search-chunks/fr/v1/';

/**
 * A site serving the chunked index of `records` as the build publishes it, and the
 * embedded client reading it through the real downloads (time-outs included).
 * `answers(path, attempt)` may break a file's first attempts; `asked` lists every request.
 */
export function servedIndex(
  records: SearchRecord[],
  answers: (path: string, attempt: number) => Answer = () => 'answer',
) {
  const { manifest, files } = buildChunkedIndex(records);
  const served = new Map<string, unknown>([
    [searchEntryPath('fr'), { ...manifest, files: FOLDER }],
    ...[...files].map(([name, file]) => [`${FOLDER}${name}`, file] as const),
  ]);
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
    (language, failedAttempts) => fetchRecords(language, failedAttempts, fetchImpl),
    (path, failedAttempts) => fetchSearchFile(path, failedAttempts, fetchImpl),
  );
  return { client, asked, files, folder: FOLDER };
}
