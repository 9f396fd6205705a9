import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const PACKAGE = path.resolve(__dirname, '..');
const SERVER = path.join(PACKAGE, 'dist', 'server.js');
const CLI = path.join(PACKAGE, 'dist', 'cli.js');

export type Env = Record<string, string>;

export interface RunningReceiver {
  url: string;
  child: ChildProcess;
  output: string[];
  /** SIGTERM and wait for exit. */
  stop(): Promise<number | null>;
  /** SIGKILL and wait for exit: nothing gets a chance to flush. */
  kill(): Promise<void>;
}

/** Starts `node dist/server.js` with `env` (FORMS_PORT=0) and waits for its "listening" line. */
export function startReceiver(env: Env): Promise<RunningReceiver> {
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? '', FORMS_PORT: '0', FORMS_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`receiver did not start:\n${output.join('')}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /forms receiver listening on (http:\/\/\S+)/.exec(output.join(''));
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        child,
        output,
        async stop() {
          child.kill('SIGTERM');
          return exited;
        },
        async kill() {
          child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`receiver exited (${code}):\n${output.join('')}`));
    });
  });
}

/** Runs the operator CLI (`node dist/cli.js …`) with `env`; resolves with its stdout. */
export function cli(env: Env, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`forms ${args.join(' ')} failed: ${stderr}`)) : resolve(stdout),
    );
  });
}

/** The stored rows of one kind, through the CLI's JSON Lines export. */
export async function rows(env: Env, kind: string): Promise<Record<string, unknown>[]> {
  const text = await cli(env, ['export', '--format', 'jsonl', kind]);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
