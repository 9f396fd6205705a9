#!/usr/bin/env node
// Runs every test of the repository, from a fresh clone, and ends with "N passed, M failed".
// Stages: install, system packages, package and receiver builds, typecheck, lint, unit tests, the forms receiver
// against real SMTP, PostgreSQL and Plus peers, example app (packed package), Storybook build, story runner
// (axe + screenshots), site build, browser tests against nginx and the receiver, the HTTPS host graded by
// the MDN HTTP Observatory. Each stage prints its duration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { quietEnv, run, yarn } from './lib/run.mjs';
import { ensureDebianPackages } from './lib/systemPackages.mjs';
import { buildWithTypesCheck } from './lib/generatedTypes.mjs';
import { generatedTypesFile, repoRoot } from './lib/paths.mjs';
import { buildTestSite } from './lib/testBuildSettings.mjs';

const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-tests-'));
const results = [];
let passed = 0;
let failed = 0;

function jestCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    };
  } catch {
    return undefined;
  }
}

async function stage(name, action, { jestReport, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n━━ ${name} ━━`);
  const code = await action();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = jestReport ? jestCounts(jestReport) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (code !== 0 && (!counts || counts.failed === 0)) failed += 1; // a stage that broke without a failing test
  if (code === 0 && !counts) passed += 1;
  const status = code === 0 ? 'ok' : `FAILED (exit ${code})`;
  results.push(`${name.padEnd(34)} ${status.padEnd(18)} ${seconds.padStart(7)} s`);
  console.log(`━━ ${name}: ${status} in ${seconds} s`);
  return code === 0;
}

const started = Date.now();
const installed = await stage('install dependencies', () =>
  yarn(['install', '--frozen-lockfile', '--non-interactive', '--prefer-offline']),
);
if (!installed) {
  console.log(`\n0 passed, 1 failed`);
  process.exit(1);
}
const systemReady = await stage('system packages', () =>
  ensureDebianPackages(['chromium', 'nginx-light'], 'The browser tests'),
);
const postgresReady = await stage('system packages (PostgreSQL)', () =>
  ensureDebianPackages(['postgresql'], 'The forms receiver’s tests against a real PostgreSQL server'),
);
// The package's own test imports dist/, and typecheck reads its declarations.
await stage('design-system package build', () => yarn(['build:design-system']));
// The browser tests and the receiver's own run the built service, as `npm start` does.
const receiverBuilt = await stage('forms receiver build', () => yarn(['build:forms']));
// tsc and ESLint each use one core: side by side on two.
await Promise.all([stage('typecheck', () => yarn(['typecheck'])), stage('lint', () => yarn(['lint']))]);
const unitReport = path.join(reportsDir, 'unit.json');
await stage(
  'unit and component tests',
  () => yarn(['jest', '--ci', '--json', `--outputFile=${unitReport}`]),
  {
    jestReport: unitReport,
  },
);
// The real service: an SMTP sink, a fake Plus service, the embedded store and a throw-away PostgreSQL server.
if (receiverBuilt) {
  const receiverReport = path.join(reportsDir, 'receiver.json');
  await stage(
    'forms receiver (SMTP, PostgreSQL)',
    async () => {
      if (!postgresReady) return 1;
      return yarn([
        'jest',
        '--ci',
        '--config',
        'forms-receiver/jest.integration.config.js',
        '--json',
        `--outputFile=${receiverReport}`,
      ]);
    },
    { jestReport: receiverReport },
  );
}
// The tarball an adopter installs, in a Vite app outside the workspace, tested in Chromium.
if (systemReady) {
  await stage('example app (packed package)', () => run('node', ['scripts/example-app.mjs']));
}
const storybookBuilt = await stage('storybook build', () => yarn(['build-storybook']));
// The Docs pages of the built Storybook against the TypeScript types: a row and a description per public prop.
if (storybookBuilt && systemReady) {
  const propsReport = path.join(reportsDir, 'props.json');
  await stage(
    'storybook docs: every public prop',
    () =>
      run('node', ['design-system/storybook-docs/propCoverage.mjs'], {
        env: { ...quietEnv, PROPS_REPORT: propsReport },
      }),
    { jestReport: propsReport },
  );
}
// The story runner waits on its browser more than it computes: it runs beside the site build and
// the browser tests, its output kept in a file and printed when it ends, and its time counted apart.
let storiesDone = Promise.resolve();
if (storybookBuilt && systemReady) {
  const storiesReport = path.join(reportsDir, 'stories.json');
  const storiesLog = path.join(reportsDir, 'stories.log');
  const log = fs.openSync(storiesLog, 'w');
  console.log(`\n━━ stories: axe and screenshots ━━ (beside the next stages; output in ${storiesLog})`);
  const finished = run('node', ['design-system/vr/run.mjs'], {
    env: { ...quietEnv, VR_REPORT: storiesReport },
    stdio: ['ignore', log, log],
  });
  storiesDone = stage(
    'stories: axe and screenshots',
    async () => {
      const code = await finished;
      fs.closeSync(log);
      console.log(fs.readFileSync(storiesLog, 'utf8'));
      return code;
    },
    { jestReport: storiesReport, quiet: true },
  );
}
// The tested build turns on what the shipped site leaves off (an announcement, analytics),
// so the browser tests can see them work; scripts/build-test-site.mjs does the same alone.
const built = await stage('site build (test settings)', () =>
  buildWithTypesCheck(buildTestSite, generatedTypesFile),
);
if (built && systemReady && receiverBuilt) {
  const e2eReport = path.join(reportsDir, 'e2e.json');
  await stage(
    'browser tests (nginx + receiver)',
    () =>
      yarn(['jest', '--ci', '--config', 'site/e2e/jest.config.js', '--json', `--outputFile=${e2eReport}`]),
    { jestReport: e2eReport },
  );
  // The public host: HTTPS with a throw-away authority, graded by the MDN HTTP Observatory (A+ or fail).
  await stage('HTTPS host and Observatory grade', () =>
    run('node', ['--test', '--test-reporter=spec', 'site/e2e/https/referenceHost.test.mjs']),
  );
} else {
  results.push(
    `${'browser tests (nginx + receiver)'.padEnd(34)} SKIPPED: ${built ? 'system packages or receiver missing' : 'no build'}`,
  );
  failed += 1;
}

await storiesDone;

console.log(`\nStage times (total ${((Date.now() - started) / 1000).toFixed(1)} s):`);
for (const line of results) console.log(`  ${line}`);
// Each visual run writes one page showing every shot that changed beside its baseline.
const visualReports = ['design-system/vr/output/report.html', 'site/e2e/output/report.html'].filter(
  (file) =>
    fs.existsSync(path.join(repoRoot, file)) && fs.statSync(path.join(repoRoot, file)).mtimeMs >= started,
);
if (visualReports.length > 0) {
  console.log(`\nVisual review (open in a browser, no server needed):`);
  for (const file of visualReports) console.log(`  ${path.join(repoRoot, file)}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
