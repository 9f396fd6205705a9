#!/usr/bin/env node
// Accepts shots a visual run reported as changed: copies the new shot it kept, the very image
// shown in its report, over the committed baseline, and records the Chromium build that took it.
//
//   node scripts/visual/accept.mjs design-system/vr/output components-button--primary.dark
//   node scripts/visual/accept.mjs site/e2e/output --all
//
// Look at each one in the report (report.html in the same folder) first, then commit the baselines.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBrowserRecord, writeBrowserRecord } from './browserRecord.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [outputArg, ...names] = process.argv.slice(2);
if (!outputArg || names.length === 0) {
  console.error('usage: node scripts/visual/accept.mjs <output folder of a run> <shot name>… | --all');
  process.exit(2);
}
const outputDir = path.resolve(outputArg);
const manifestFile = path.join(outputDir, 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run the visual test first, it writes one beside its report.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const byName = new Map(manifest.shots.map((shot) => [shot.name, shot]));
const chosen = names.includes('--all') ? manifest.shots : names.map((name) => byName.get(name) ?? name);
const unknown = chosen.filter((shot) => typeof shot === 'string');
if (unknown.length > 0) {
  console.error(`Not in this run's report: ${unknown.join(', ')}`);
  process.exit(2);
}
const baselineDir = path.join(repoRoot, manifest.baselineDir);
const record = readBrowserRecord(baselineDir);
for (const shot of chosen) {
  fs.copyFileSync(path.join(outputDir, shot.file), path.join(baselineDir, `${shot.name}.png`));
  record[shot.name] = manifest.browserVersion;
  console.log(`accepted ${shot.name}`);
}
writeBrowserRecord(baselineDir, record);
console.log(
  `${chosen.length} baseline(s) in ${manifest.baselineDir} replaced; commit them with your change.`,
);
