import path from 'node:path';
import { readSettings } from './config';
import { parseCommand, runCommand, usage, UsageError } from './operator/commands';
import { runThroughSocket } from './operator/socketServer';
import { DataDirBusyError } from './store/dataDirLock';
import { openStore } from './store/openStore';

const write = (chunk: string) => void process.stdout.write(chunk);
const writeError = (chunk: string) => void process.stderr.write(chunk);

/**
 * The operator's commands. PostgreSQL: straight to the server. Embedded: through the
 * running receiver's socket, else (no receiver) by opening the store directly.
 */
async function main(args: string[]): Promise<number> {
  let parsed: string[];
  try {
    parsed = parseCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    writeError(`${error.message}\n\n${usage}`);
    return 2;
  }
  if (parsed[0] === 'help') {
    write(usage);
    return 0;
  }
  const settings = readSettings(process.env, path.resolve(__dirname, '..'));
  if (!settings.databaseUrl) {
    const code = await runThroughSocket(settings.dataDir, args, write, writeError);
    if (code !== undefined) return code;
  }
  let store;
  try {
    store = await openStore(settings);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      writeError(
        `A receiver (process ${error.pid}) holds ${settings.dataDir} but its operator socket does not answer.\n`,
      );
      return 1;
    }
    throw error;
  }
  try {
    await runCommand(store, parsed, write);
    return 0;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    writeError(`forms: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
