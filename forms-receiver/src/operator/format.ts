import { stringify } from 'csv-stringify/sync';
import { type RecordRow } from './records';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Every column any row has, in first-seen order. */
function columnsOf(rows: RecordRow[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/** RFC 4180 CSV with a header line: quotes, commas and line breaks inside messages stay inside their cell. */
export function toCsv(rows: RecordRow[]): string {
  const columns = columnsOf(rows);
  return stringify(
    rows.map((row) => columns.map((column) => cell(row[column]))),
    { header: true, columns },
  );
}

/** One JSON object a line (dates as ISO strings). */
export function toJsonLines(rows: RecordRow[]): string {
  return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
}

/** A plain table for a terminal: one row a line, cells cut to stay readable. */
export function toTable(rows: RecordRow[]): string {
  if (rows.length === 0) return '(none)\n';
  const columns = columnsOf(rows);
  const lines = [
    columns,
    ...rows.map((row) => columns.map((column) => cell(row[column]).replace(/\s+/g, ' '))),
  ];
  const widths = columns.map((_, index) =>
    Math.min(40, Math.max(...lines.map((line) => (line[index] ?? '').length))),
  );
  return lines
    .map((line) =>
      line
        .map((text, index) => {
          const width = widths[index] ?? 0;
          return (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

/**
 * Comments for reading in a terminal: a line of what it is about, then the text as
 * written (its own line breaks kept, indented), nothing cut.
 */
export function toCommentList(rows: RecordRow[]): string {
  if (rows.length === 0) return '(none)\n';
  return rows
    .map((row) => {
      const about = ['id', 'received_on', 'page', 'helpful', 'language'].map((key) => cell(row[key]));
      const text = cell(row.comment)
        .split(/\r?\n/)
        .map((line) => `  ${line}`.trimEnd())
        .join('\n');
      return `#${about.join('  ')}\n${text}\n`;
    })
    .join('\n');
}
