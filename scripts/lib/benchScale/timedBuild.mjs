// One `gatsby build`, timed: wall time, peak memory of its process tree, and its log lines,
// each stamped with its arrival time (the site's onPostBuild steps print no duration).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { quietEnv } from '../run.mjs';
import { watchPeakResidentBytes } from './processTreeMemory.mjs';

/**
 * Runs `gatsby build` in `siteDir` (its local CLI, as `npx gatsby build` would, without npx's
 * own process in the memory sum), writing the whole log to `logFile` and handing each line to
 * `onLine`. Resolves with `{ code, seconds, peakBytes, lines }`.
 */
export function timedBuild({ siteDir, logFile, onLine = () => {} }) {
  const cli = path.join(siteDir, '..', 'node_modules', 'gatsby', 'cli.js');
  const log = fs.createWriteStream(logFile);
  const lines = [];
  const started = performance.now();
  const child = spawn(process.execPath, [cli, 'build'], {
    cwd: siteDir,
    // CI=true: plain lines, no progress bars redrawn in place.
    env: { ...quietEnv, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = watchPeakResidentBytes(child.pid);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (text) => {
      const line = { at: performance.now() - started, text };
      lines.push(line);
      log.write(`${text}\n`);
      onLine(line);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const peakBytes = memory.stop();
      log.end();
      resolve({ code: code ?? (signal ? 1 : 0), seconds, peakBytes, lines });
    });
  });
}
