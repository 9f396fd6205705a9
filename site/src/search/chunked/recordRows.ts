import { HIERARCHY_LEVEL_NAMES } from './fields';
import type { SearchRecord } from '../types';

/**
 * A record as a chunk stores it: what a hit shows, without what the manifest already
 * says (language, version tag) or what follows from the rest (the id, empty levels).
 * `level` is the heading level the record stands for, or minus the code block's number
 * in its section for a code block. A sixth smaller per chunk than whole records, which
 * adds up as a visitor types and every letter shows other hits.
 */
export type RecordRow = [url: string, level: number, content: string | null, ...hierarchy: (string | null)[]];

const CODE_ID = /~code-(\d+)$/;

/** A code block's id: its section's address and its number there. */
export function codeRecordId(url: string, number: number): string {
  return `${url}~code-${number}`;
}

/** A section's id: its address, with `#` after a page's own (the introduction's). */
function sectionId(url: string): string {
  return url.includes('#') ? url : `${url}#`;
}

export function encodeRecord(record: SearchRecord): RecordRow {
  const hierarchy = HIERARCHY_LEVEL_NAMES.map((level) => record.hierarchy[level]);
  while (hierarchy.length > 0 && hierarchy[hierarchy.length - 1] === null) hierarchy.pop();
  const codeNumber = CODE_ID.exec(record.objectID)?.[1];
  const level = record.type === 'content' ? -Number(codeNumber) : Number(record.type.slice(3));
  const row: RecordRow = [record.url, level, record.content, ...hierarchy];
  const decoded = decodeRecord(row, record.language, record.docusaurus_tag);
  if (decoded.objectID !== record.objectID) {
    throw new Error(`Search record ${record.objectID}: its id does not follow from its address and type`);
  }
  return row;
}

export function decodeRecord(row: RecordRow, language: string, tag: string): SearchRecord {
  const [url, level, content, ...levels] = row;
  return {
    objectID: level < 0 ? codeRecordId(url, -level) : sectionId(url),
    hierarchy: Object.fromEntries(
      HIERARCHY_LEVEL_NAMES.map((name, depth) => [name, levels[depth] ?? null]),
    ) as SearchRecord['hierarchy'],
    content,
    type: level < 0 ? 'content' : (`lvl${level}` as SearchRecord['type']),
    url,
    language,
    docusaurus_tag: tag,
  };
}
