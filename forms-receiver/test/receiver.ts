import { execFile } from 'node:child_process';
import { cliScript } from '../launcher.cjs';

export { spawnReceiver, startReceiver, type RunningReceiver } from '../launcher.cjs';

export type Env = Record<string, string>;

/** Runs the operator CLI (`node dist/cli.js …`) with `env`; resolves with its stdout. */
export function cli(env: Env, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cliScript, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env }, maxBuffer: 512 * 1024 * 1024 },
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
