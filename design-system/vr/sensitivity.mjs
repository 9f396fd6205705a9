#!/usr/bin/env node
// Proves the story baselines still catch a real change, with each Chromium build given: widens one
// component's border by 1 px (Admonition's inline-start border, 4 px → 5 px), builds Storybook with it
// into a temporary folder, runs the story runner against that build, and passes only if exactly the
// Admonition shots fail, in light and dark, and every other shot still matches its baseline.
//
//   node design-system/vr/sensitivity.mjs                          # /usr/bin/chromium
//   node design-system/vr/sensitivity.mjs /usr/bin/chromium /opt/chromium-150/chromium
//
// It takes one Storybook build and one full story run per browser (minutes each); not part of
// `npm test`. The component's source is restored whatever happens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../../scripts/lib/run.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const styleFile = path.join(repoRoot, 'design-system/src/components/Admonition/Admonition.css.ts');
const WIDER = { from: "borderInlineStart: '4px solid'", to: "borderInlineStart: '5px solid'" };
const CHANGED_STORIES = /^components-admonition--/;
const browsers = process.argv.slice(2);
if (browsers.length === 0) browsers.push('/usr/bin/chromium');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-vr-sensitivity-'));
const storybookDir = path.join(work, 'storybook');
const original = fs.readFileSync(styleFile, 'utf8');
if (original.split(WIDER.from).length !== 2) {
  console.error(
    `${path.relative(repoRoot, styleFile)} no longer holds ${WIDER.from} once: update this script`,
  );
  process.exit(2);
}
let built;
try {
  fs.writeFileSync(styleFile, original.replace(WIDER.from, WIDER.to));
  built = await run('npx', ['storybook', 'build', '-o', storybookDir, '--quiet'], {
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
} finally {
  fs.writeFileSync(styleFile, original);
}
if (built !== 0) process.exit(built);

const storyIndex = JSON.parse(fs.readFileSync(path.join(storybookDir, 'index.json'), 'utf8'));
const expected = Object.values(storyIndex.entries)
  .filter((entry) => entry.type === 'story' && CHANGED_STORIES.test(entry.id))
  .flatMap((entry) => [`${entry.id}.light`, `${entry.id}.dark`]);
let wrong = 0;
for (const [index, executable] of browsers.entries()) {
  const report = path.join(work, `report-${index}.json`);
  const outputDir = path.join(work, `output-${index}`);
  await run('node', [path.join(here, 'run.mjs')], {
    env: {
      ...process.env,
      CI: 'true',
      VR_UPDATE: '',
      VR_ONLY: '',
      VR_STORYBOOK_DIR: storybookDir,
      VR_OUTPUT_DIR: outputDir,
      VR_REPORT: report,
      FOYER_CHROMIUM: executable,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { failedChecks, numPassedTests } = JSON.parse(fs.readFileSync(report, 'utf8'));
  const failedShots = failedChecks.map((line) => line.slice(0, line.indexOf(':')));
  const missed = expected.filter((name) => !failedShots.includes(name));
  const unexpected = failedChecks.filter((line) => !CHANGED_STORIES.test(line));
  const ok = missed.length === 0 && unexpected.length === 0;
  if (!ok) wrong += 1;
  console.log(
    `${ok ? '✓' : '✕'} ${executable}: ${failedShots.length} shots failed (${expected.length} Admonition shots expected), ${numPassedTests} passed; report ${path.join(outputDir, 'report.html')}`,
  );
  for (const name of missed) console.log(`    the 1 px wider border was not caught in ${name}`);
  for (const line of unexpected) console.log(`    failed though Admonition is not in it: ${line}`);
}
process.exit(wrong === 0 ? 0 : 1);
