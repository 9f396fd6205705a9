// The one way to start the built receiver (dist/server.js) as a process: `npm start`
// (scripts/serve.mjs), the browser tests (site/e2e) and the receiver's integration
// tests all use it. Plain JavaScript, so scripts run it without a compiler.
// CommonJS, so the ES module scripts and the tests under Jest load it alike.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const receiverDir = __dirname;
const serverScript = path.join(receiverDir, 'dist', 'server.js');
const cliScript = path.join(receiverDir, 'dist', 'cli.js');

const LISTENING = /forms receiver listening on (http:\/\/\S+)/;

/**
 * Spawns `node dist/server.js` without waiting for anything (see startReceiver): for
 * tests that signal it while it starts. Its output is gathered in `output`.
 */
function spawnReceiver({
  port = 0,
  host = '127.0.0.1',
  env = {},
  inheritEnv = false,
  echo = false,
  keepOutput = !echo,
} = {}) {
  if (!fs.existsSync(serverScript)) {
    throw new Error(`${serverScript} is missing: build it first (npx yarn@1.22.22 build:forms)`);
  }
  const child = spawn(process.execPath, [serverScript], {
    cwd: receiverDir,
    env: {
      ...(inheritEnv ? process.env : { PATH: process.env.PATH ?? '' }),
      FORMS_HOST: host,
      FORMS_PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  // Without keepOutput (a long-running `npm start`), only what comes before the "listening"
  // line is kept, enough to find it: the log of a receiver that runs for weeks is not.
  let keeping = true;
  const keep = (stream, target) =>
    stream.on('data', (chunk) => {
      if (keeping) output.push(chunk.toString());
      if (!keepOutput && LISTENING.test(output.join(''))) keeping = false;
      if (echo) target.write(chunk);
    });
  keep(child.stdout, process.stdout);
  keep(child.stderr, process.stderr);
  return { child, output, exited };
}

/**
 * Starts `node dist/server.js` and resolves once it prints its "listening" line (so
 * port 0, any free port, works). `env` is the whole environment unless `inheritEnv`,
 * where it adds to this process's. `echo` copies the receiver's output to this
 * process's (for `npm start`); `output` keeps it all unless `keepOutput` is false
 * (the default with `echo`), when only the lines up to "listening" are kept.
 * `stop()` is SIGTERM and resolves with the exit code; `kill()` is SIGKILL, the crash.
 */
function startReceiver({ timeoutMs = 60_000, ...options } = {}) {
  let spawned;
  try {
    spawned = spawnReceiver(options);
  } catch (error) {
    return Promise.reject(error);
  }
  const { child, output, exited } = spawned;
  let gone = false;
  void exited.then(() => (gone = true));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the forms receiver did not start within ${timeoutMs} ms:\n${output.join('')}`));
    }, timeoutMs);
    const onData = () => {
      const url = LISTENING.exec(output.join(''))?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({
        url,
        port: Number(new URL(url).port),
        child,
        output,
        exited,
        async stop() {
          if (!gone) child.kill('SIGTERM');
          return exited;
        },
        async kill() {
          if (!gone) child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the forms receiver exited (${code}) before listening:\n${output.join('')}`));
    });
  });
}

module.exports = { receiverDir, serverScript, cliScript, spawnReceiver, startReceiver };
