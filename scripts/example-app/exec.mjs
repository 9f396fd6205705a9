import { spawn } from 'node:child_process';
import { quietEnv } from '../lib/run.mjs';

/** What the installs and builds of the example run with: no audit, no funding notice, no update check. */
export const npmEnv = {
  ...quietEnv,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

const OUTPUT_TAIL = 60;

/**
 * Runs a command and collects its output, shown only when it fails (the installs and
 * builds are loud). Resolves with its standard output; rejects with an error that
 * holds the command, its exit code and the end of its output.
 */
export function exec(command, args, { cwd, env = npmEnv } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => reject(new Error(`could not start ${command}: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) {
        resolve(stdout);
        return;
      }
      const tail = output.trimEnd().split('\n').slice(-OUTPUT_TAIL).join('\n');
      reject(
        new Error(
          `\`${[command, ...args].join(' ')}\` in ${cwd} failed (${signal ?? `exit ${code}`}):\n${tail}`,
        ),
      );
    });
  });
}
