#!/usr/bin/env node
// Holds the built Storybook to the TypeScript types: every public prop of every component
// exported by design-system/src/index.ts must have a row in its Docs page's props table,
// with the prop's JSDoc as its description, and a default when a `@default` tag gives one.
//
//   npx yarn@1.22.22 build-storybook && node design-system/storybook-docs/propCoverage.mjs
//   PROPS_REPORT=<file.json>   also write { numPassedTests, numFailedTests, numRuntimeErrorTestSuites }
//   PROPS_STORYBOOK_DIR=<dir>  a build elsewhere than storybook-static/
//
// One check per prop; a component without a Docs table fails all of its props.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocsTables } from './docsTables.mjs';
import { publicComponentProps } from './publicProps.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const storybookDir = path.resolve(process.env.PROPS_STORYBOOK_DIR ?? path.join(repoRoot, 'storybook-static'));
const reportFile = process.env.PROPS_REPORT;
const started = Date.now();

/** Text as letters and digits only, so Markdown rendering (code spans, links, emphasis) does not count. */
function comparable(text) {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\{@link(?:code|plain)?\s+([^}\s|]+)[^}]*\}/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** What is wrong with a prop's row, or undefined when it documents the prop. */
function problemWith(prop, row) {
  if (!row) return 'no row';
  if (!prop.description) return 'no JSDoc in the source, so no description';
  if (!row.description) return 'a row without a description';
  const expected = comparable(prop.description).slice(0, 40);
  if (!comparable(row.description).startsWith(expected)) {
    return `a description that is not its JSDoc: "${row.description.slice(0, 60)}"`;
  }
  if (prop.hasDefaultTag && (row.defaultValue === '' || row.defaultValue === '-')) {
    return 'no default, although its JSDoc has a @default tag';
  }
  return undefined;
}

if (!fs.existsSync(path.join(storybookDir, 'index.json'))) {
  console.error(`No built Storybook in ${storybookDir}: run \`npx yarn@1.22.22 build-storybook\` first.`);
  process.exit(1);
}

const components = publicComponentProps();
const { tables, errors } = await readDocsTables(storybookDir, new Set(components.keys()));
let passed = 0;
let failed = 0;
for (const [component, props] of components) {
  const table = tables.get(component);
  if (!table) {
    console.log(`✗ ${component}: no Docs page shows its props table (${props.length} props)`);
    failed += props.length;
    continue;
  }
  for (const prop of props) {
    const problem = problemWith(prop, table[prop.name]);
    if (problem) {
      console.log(`✗ ${component}.${prop.name}: ${problem}`);
      failed += 1;
    } else {
      passed += 1;
    }
  }
}
// A page that could not be read leaves its components without a table: they failed above.
for (const error of errors) console.log(`! ${error}`);
console.log(
  `\ncomponents: ${components.size}, Docs tables read: ${tables.size}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`${passed} passed, ${failed} failed`);
if (reportFile) {
  fs.writeFileSync(
    reportFile,
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numRuntimeErrorTestSuites: 0 }),
  );
}
process.exit(failed === 0 ? 0 : 1);
