import { normalizeEmail } from '../siteRules';
import { eraseAddress, purge, type PurgeCounts } from '../retention';
import { type Store } from '../store/store';
import { emailKey } from '../submissions';
import { toCsv, toJsonLines, toTable } from './format';
import {
  isRecordKind,
  pendingOutbox,
  readRecords,
  recordKinds,
  type RecordKind,
  type RecordRow,
} from './records';

export const usage = `Usage: forms <command>

  list [contact|newsletter|plus|outbox]          what is stored (all kinds when none is named)
  export --format csv|jsonl [kind]               the same, as CSV or JSON Lines on stdout
  erase <address>                                delete every row about an address (outbox included)
  purge                                          delete what is past its retention period
  outbox                                         items waiting or failing, without their bodies
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
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

/** Runs a command parsed by parseCommand against the store, writing its output. */
export async function runCommand(store: Store, parsed: string[], write: Write): Promise<void> {
  const [command, first, second] = parsed;
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
    default:
      write(usage);
  }
}
