import { parseArgs } from 'node:util';
import { eraseAddress, NotAnAddressError } from '../erasure';
import { isValidEmail, normalizeEmail } from '../siteRules';
import { feedbackComments, feedbackTotals } from '../feedback';
import { purge, type PurgeCounts } from '../retention';
import { type Store } from '../store/store';
import { restoreBackup, writeBackup } from './backup';
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
  erase <address>                                delete every row about exactly this address
                                                 (outbox and mail files included) and the
                                                 feedback comments that name it, then compact
                                                 the store (embedded: no byte of it is left in
                                                 its files; PostgreSQL: see the README)
  purge                                          delete what is past its retention period
  outbox                                         items waiting or failing, without their bodies
  feedback [--format csv|jsonl]                  "Was this page helpful?": yes, no and comments
                                                 per page, the most "no" first
  feedback comments [--page P] [--format csv|jsonl]
                                                 the comments kept, oldest first (of page P)
  backup <file>                                  a consistent snapshot of every table (0600),
                                                 taken while the receiver runs
  restore <file>                                 replace everything stored with a backup
  help                                           this text

With DATABASE_URL set, the commands use that PostgreSQL server. Otherwise they use
the embedded store in FORMS_DATA_DIR, through the running receiver when there is one.
`;

/** A wrong command line: the message goes to stderr with the usage, exit code 2. */
export class UsageError extends Error {}

type OutputFormat = 'table' | 'csv' | 'jsonl';

/** A command line, checked. */
export type Command =
  | { name: 'help' | 'purge' | 'outbox' }
  | { name: 'list'; kinds: RecordKind[] }
  | { name: 'export'; format: 'csv' | 'jsonl'; kinds: RecordKind[] }
  | { name: 'erase'; address: string }
  | { name: 'feedback'; view: 'totals' | 'comments'; format: OutputFormat; page: string | undefined }
  | { name: 'backup' | 'restore'; file: string };

/** What a command reads and writes besides the store. */
export interface CommandIo {
  write: (chunk: string) => void;
  /** The data directory (mail files live there). */
  dataDir: string;
  /** `restore`: the backup's text, read by the CLI. */
  input?: string;
}

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

/** At most `count` positional arguments. */
function atMost(positionals: string[], count: number): string[] {
  if (positionals.length > count) throw new UsageError(`unexpected "${positionals.slice(count).join(' ')}"`);
  return positionals;
}

/** The options and positional arguments after the command's name (node:util parseArgs, strict). */
function readOptions(rest: string[]): { format?: string; page?: string; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { format: { type: 'string' }, page: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    return { format: values.format, page: values.page, positionals };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Checks a command line before anything runs, so a server can answer "bad usage" before streaming. */
export function parseCommand(args: string[]): Command {
  const [name = 'help', ...rest] = args;
  const { format, page, positionals } = readOptions(rest);
  if (page !== undefined && name !== 'feedback') throw new UsageError('--page goes with feedback comments');
  if (format !== undefined && name !== 'export' && name !== 'feedback') {
    throw new UsageError(`${name} has no --format`);
  }
  switch (name) {
    case 'help':
    case 'purge':
    case 'outbox':
      atMost(positionals, 0);
      return { name };
    case 'list':
      return { name, kinds: kindsOf(atMost(positionals, 1)[0]) };
    case 'export':
      if (format !== 'csv' && format !== 'jsonl')
        throw new UsageError('export needs --format csv or --format jsonl');
      return { name, format, kinds: kindsOf(atMost(positionals, 1)[0]) };
    case 'erase': {
      const [address] = atMost(positionals, 1);
      if (!address) throw new UsageError('erase needs an address');
      if (!isValidEmail(normalizeEmail(address)))
        throw new UsageError(new NotAnAddressError(address).message);
      return { name, address };
    }
    case 'feedback': {
      const [view = 'totals'] = atMost(positionals, 1);
      if (view !== 'totals' && view !== 'comments') throw new UsageError(`unknown feedback view "${view}"`);
      if (format !== undefined && format !== 'csv' && format !== 'jsonl')
        throw new UsageError('feedback --format is csv or jsonl');
      if (page !== undefined && view !== 'comments')
        throw new UsageError('--page goes with feedback comments');
      return { name, view, format: format ?? 'table', page };
    }
    case 'backup':
    case 'restore': {
      const [file] = atMost(positionals, 1);
      if (!file) throw new UsageError(`${name} needs a file`);
      return { name, file };
    }
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

/** Runs a command parsed by parseCommand against the store, writing its output. */
export async function runCommand(store: Store, command: Command, io: CommandIo): Promise<void> {
  const { write } = io;
  switch (command.name) {
    case 'list':
      for (const kind of command.kinds) write(`# ${kind}\n${toTable(await readRecords(store, kind))}`);
      return;
    case 'export': {
      const rows = await rowsOf(store, command.kinds);
      write(command.format === 'csv' ? toCsv(rows) : toJsonLines(rows));
      return;
    }
    case 'erase':
      write(counts('erased:', await eraseAddress(store, io.dataDir, command.address)));
      return;
    case 'purge':
      write(counts('purged:', await store.transaction((tx) => purge(tx))));
      return;
    case 'outbox':
      write(toTable(await pendingOutbox(store)));
      return;
    case 'feedback':
      write(
        command.view === 'comments'
          ? formatted(await feedbackComments(store, command.page), command.format, toCommentList)
          : formatted(await feedbackTotals(store), command.format, toTable),
      );
      return;
    case 'backup':
      // The snapshot itself is the output: the CLI writes it to the file.
      await writeBackup(store, write);
      return;
    case 'restore':
      if (io.input === undefined) throw new UsageError('restore needs the backup file');
      write(counts('restored:', await restoreBackup(store, io.input)));
      return;
    case 'help':
      write(usage);
  }
}
