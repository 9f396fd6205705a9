import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What `npm start` ends with (scripts/serve.mjs, after installing and building):
 * nginx and the forms receiver together, so a contact message sent on a fresh
 * machine, with no mail server, lands in the data directory and as an .eml file.
 */
const repoRoot = path.resolve(__dirname, '../..');
const SITE_PORT = 9130;
const RECEIVER_PORT = 9131;

let serve: ChildProcess;
let dataDir: string;
let output = '';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-start-'));
  serve = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SITE_PORT: String(SITE_PORT),
      FORMS_PORT: String(RECEIVER_PORT),
      FORMS_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  serve.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  serve.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 45_000;
  while (!output.includes('Press Ctrl+C')) {
    if (serve.exitCode !== null) throw new Error(`scripts/serve.mjs exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`scripts/serve.mjs did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 60_000);

afterAll(async () => {
  if (serve.exitCode === null) {
    const exited = new Promise((resolve) => serve.once('exit', resolve));
    serve.kill('SIGINT');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('serves the site and takes a contact message into the data directory and an .eml file', async () => {
  const home = await fetch(`http://127.0.0.1:${SITE_PORT}/fr/contact/`);
  expect(home.status).toBe(200);
  const answer = await fetch(`http://127.0.0.1:${SITE_PORT}/api/contact/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'jeanne@exemple.fr', message: 'Bonjour depuis npm start', language: 'fr' }),
  });
  expect(answer.status).toBe(202);
  expect(fs.readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(0);
  const mailDir = path.join(dataDir, 'mail');
  const deadline = Date.now() + 15_000;
  let mails: string[] = [];
  while (mails.length === 0 && Date.now() < deadline) {
    mails = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(mails).toHaveLength(1);
  const mail = fs.readFileSync(path.join(mailDir, mails[0] ?? ''), 'utf8');
  expect(mail).toMatch(/^Reply-To: jeanne@exemple\.fr\r?$/m);
  expect(mail).toContain('Bonjour depuis npm start');
});

it('stops nginx and the receiver together on Ctrl+C', async () => {
  const exited = new Promise<number | null>((resolve) => serve.once('exit', resolve));
  serve.kill('SIGINT');
  expect(await exited).toBe(0);
  await expect(fetch(`http://127.0.0.1:${SITE_PORT}/`)).rejects.toThrow();
  await expect(fetch(`http://127.0.0.1:${RECEIVER_PORT}/api/health/`)).rejects.toThrow();
});
