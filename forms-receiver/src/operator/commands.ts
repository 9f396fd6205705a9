import { feedbackComments, feedbackTotals } from '../feedback';
import { normalizeEmail } from '../siteRules';
import { eraseAddress, purge, type PurgeCounts } from '../retention';
import { type Store } from '../store/store';
import { emailKey } from '../submissions';
import { toCommentList, toCsv, toJsonLines, toTable } from './format';
import {
  isRecordKind,
  pendingOutbox,
  readRecords,
  recordKinds,
  type RecordKind,
  type RecordRow,
} from './records';

export const usage = `Usage: forms <command>

  list [kind]                                    what is stored (all kinds when none is named):
                                                 contact, newsletter, plus, outbox, feedback
                                                 (totals per page and day), feedback-comments
  export --format csv|jsonl [kind]               the same, as CSV or JSON Lines on stdout
  erase <address>                                delete every row about an address (outbox included)
                                                 and the feedback comments that mention it
  purge                                          delete what is past its retention period
  outbox                                         items waiting or failing, without their bodies
  feedback [--format csv|jsonl]                  "Was this page helpful?": yes, no and comments
                                                 per page, the most "no" first
  feedback comments [--page P] [--format csv|jsonl]
                                                 the comments kept, oldest first (of page P)
  help                                           this text

With DATABASE_URL set, the commands use that PostgreSQL server. Otherwise they use
the embedded store in FORMS_DATA_DIR, through the running receiver when there is one.
`;

/** A wrong command line: the message goes to stderr with the usage, exit code 2. */
export class UsageError extends Error {}

export type Write = (chunk: string) => void;

function kindsOf(argument: string | undefined): RecordKind[] {
  if (argument === undefined) return [...recordKinds];
  if (!isRecordKind(argument)) throw new UsageError(`unknown kind "${argument}"`);
  return [argument];
}

function counts(title: string, values: PurgeCounts): string {
  const lines = Object.entries(values).map(([name, count]) => `  ${name}: ${count}`);
  return `${title}\n${lines.join('\n')}\n`;
}

/** Reads the rows of several kinds, each tagged with its kind when there are several. */
async function rowsOf(store: Store, kinds: RecordKind[]): Promise<RecordRow[]> {
  const rows: RecordRow[] = [];
  for (const kind of kinds) {
    for (const row of await readRecords(store, kind)) rows.push(kinds.length > 1 ? { kind, ...row } : row);
  }
  return rows;
}

type OutputFormat = 'table' | 'csv' | 'jsonl';

/** `--name value` out of `args`: the value (undefined when absent) and the other arguments. */
function takeOption(args: string[], name: string): [string | undefined, string[]] {
  const at = args.indexOf(name);
  if (at === -1) return [undefined, args];
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return [value, args.filter((_, index) => index !== at && index !== at + 1)];
}

/** `feedback [comments] [--page P] [--format csv|jsonl]` → ['feedback', view, format, page?]. */
function parseFeedback(rest: string[]): string[] {
  const [format = 'table', afterFormat] = takeOption(rest, '--format');
  if (format !== 'table' && format !== 'csv' && format !== 'jsonl')
    throw new UsageError('feedback --format is csv or jsonl');
  const [page, others] = takeOption(afterFormat, '--page');
  const [view = 'totals', ...extra] = others;
  if (view !== 'totals' && view !== 'comments') throw new UsageError(`unknown feedback view "${view}"`);
  if (extra.length > 0) throw new UsageError(`unexpected "${extra.join(' ')}"`);
  if (page !== undefined && view !== 'comments') throw new UsageError('--page goes with feedback comments');
  return ['feedback', view, format, ...(page === undefined ? [] : [page])];
}

function formatted(
  rows: object[],
  format: OutputFormat,
  asTable: (rows: Record<string, unknown>[]) => string,
): string {
  const records = rows as Record<string, unknown>[];
  if (format === 'csv') return toCsv(records);
  if (format === 'jsonl') return toJsonLines(records);
  return asTable(records);
}

/** Checks a command line before anything runs, so a server can answer "bad usage" before streaming. */
export function parseCommand(args: string[]): string[] {
  const [command = 'help', ...rest] = args;
  switch (command) {
    case 'help':
    case 'purge':
    case 'outbox':
      return [command];
    case 'list':
      kindsOf(rest[0]);
      return [command, ...rest.slice(0, 1)];
    case 'export': {
      const at = rest.indexOf('--format');
      const format = at === -1 ? undefined : rest[at + 1];
      if (format !== 'csv' && format !== 'jsonl')
        throw new UsageError('export needs --format csv or --format jsonl');
      const others = rest.filter((_, index) => index !== at && index !== at + 1);
      kindsOf(others[0]);
      return ['export', format, ...others.slice(0, 1)];
    }
    case 'erase':
      if (!rest[0]) throw new UsageError('erase needs an address');
      return ['erase', rest[0]];
    case 'feedback':
      return parseFeedback(rest);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

/** Runs a command parsed by parseCommand against the store, writing its output. */
export async function runCommand(store: Store, parsed: string[], write: Write): Promise<void> {
  const [command, first, second, third] = parsed;
  switch (command) {
    case 'list':
      for (const kind of kindsOf(first)) write(`# ${kind}\n${toTable(await readRecords(store, kind))}`);
      return;
    case 'export': {
      const rows = await rowsOf(store, kindsOf(second));
      write(first === 'csv' ? toCsv(rows) : toJsonLines(rows));
      return;
    }
    case 'erase':
      write(
        counts(
          `erased:`,
          await store.transaction((tx) => eraseAddress(tx, emailKey(normalizeEmail(first ?? '')))),
        ),
      );
      return;
    case 'purge':
      write(counts('purged:', await store.transaction((tx) => purge(tx))));
      return;
    case 'outbox':
      write(toTable(await pendingOutbox(store)));
      return;
    case 'feedback': {
      const format = second as OutputFormat;
      write(
        first === 'comments'
          ? formatted(await feedbackComments(store, third), format, toCommentList)
          : formatted(await feedbackTotals(store), format, toTable),
      );
      return;
    }
    default:
      write(usage);
  }
}
