import { spawn, spawnSync } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/** Environment every build and test step runs with: no telemetry, no network look-ups we can avoid. */
export const quietEnv = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  CHROMATIC_TELEMETRY: 'false',
  npm_config_update_notifier: 'false',
  YARN_IGNORE_ENGINES: process.env.YARN_IGNORE_ENGINES ?? '',
};

/**
 * Runs a command with inherited output; resolves with its exit code. A SIGINT or SIGTERM
 * sent to this process alone (not to its whole group, as Ctrl+C does) is passed on, so
 * the command does not outlive the script that started it; once the command has
 * ended, this process ends by the same signal, as it would have without the command.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: quietEnv, ...options });
    let received;
    const passOn = (signal) => {
      received = signal;
      child.kill(signal);
    };
    process.on('SIGINT', passOn);
    process.on('SIGTERM', passOn);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', passOn);
      process.off('SIGTERM', passOn);
      if (received) process.kill(process.pid, received);
      else resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
  });
}

export function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** yarn 1.22.22 through npx, so no global yarn is needed. */
export function yarn(args, options) {
  return run('npx', ['--yes', 'yarn@1.22.22', ...args], options);
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}
