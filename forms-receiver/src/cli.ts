import fs from 'node:fs';
import path from 'node:path';
import { readStoreSettings } from './config';
import { parseCommand, runCommand, usage, UsageError, type Command } from './operator/commands';
import { runThroughSocket } from './operator/socketServer';
import { DataDirBusyError } from './store/dataDirLock';
import { openStore } from './store/openStore';

const write = (chunk: string) => void process.stdout.write(chunk);
const writeError = (chunk: string) => void process.stderr.write(chunk);

/**
 * Where the command's output goes: stdout, or for a backup its file (0600, written
 * under a temporary name and renamed once complete, so a failed backup leaves none).
 */
function outputOf(command: Command): { write: (chunk: string) => void; done(ok: boolean): void } {
  if (command.name !== 'backup') return { write, done: () => undefined };
  const partial = `${command.file}.partial`;
  const fd = fs.openSync(partial, 'w', 0o600);
  return {
    write: (chunk) => void fs.writeSync(fd, chunk),
    done(ok) {
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      if (!ok) return fs.rmSync(partial, { force: true });
      fs.renameSync(partial, command.file);
      write(`backup written to ${command.file}\n`);
    },
  };
}

/**
 * The operator's commands. PostgreSQL: straight to the server. Embedded: through the
 * running receiver's socket, else (no receiver) by opening the store directly.
 */
async function main(args: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    writeError(`${error.message}\n\n${usage}`);
    return 2;
  }
  if (command.name === 'help') {
    write(usage);
    return 0;
  }
  const input = command.name === 'restore' ? fs.readFileSync(command.file, 'utf8') : undefined;
  const settings = readStoreSettings(process.env, path.resolve(__dirname, '..'));
  const output = outputOf(command);
  let ok = false;
  try {
    if (!settings.databaseUrl) {
      const code = await runThroughSocket(settings.dataDir, args, input, output.write, writeError);
      if (code !== undefined) {
        ok = code === 0;
        return code;
      }
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
      await runCommand(store, command, { write: output.write, dataDir: settings.dataDir, input });
      ok = true;
      return 0;
    } finally {
      await store.close();
    }
  } finally {
    output.done(ok);
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
