#!/usr/bin/env node
// `yarn bench:scale [--times 1,2] [--edit] [--keep]`: how the site's build grows with its docs.
// For each N, in a temporary copy of the repository: N× every doc of both languages, a cold
// `gatsby build`, then a table of pages, build time, peak memory, page data and search weight.
// With --edit, one sentence is added to one doc and the site rebuilt warm. A maintainer's tool,
// not a test: its figures swing with whatever else the machine is doing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/paths.mjs';
import { postBuildSteps, timedStages } from './lib/benchScale/gatsbyLog.mjs';
import { multiplyCatalogue } from './lib/benchScale/multiplyCatalogue.mjs';
import { multiplyDocs, removeDocCopies } from './lib/benchScale/multiplyDocs.mjs';
import { editTable, stagesTable, summaryTable } from './lib/benchScale/report.mjs';
import { siteFigures } from './lib/benchScale/siteFigures.mjs';
import { timedBuild } from './lib/benchScale/timedBuild.mjs';
import { copyRepository } from './lib/benchScale/workspaceCopy.mjs';

/** The doc edited for the warm rebuild, and what is appended to its body. */
const EDITED_DOC = 'content/docs/en/installation/docker.mdx';
const ADDED_SENTENCE =
  '\nA container restarted with the same data folder picks up its devices and scenes where it left off.\n';

function readOptions() {
  const { values } = parseArgs({
    options: {
      times: { type: 'string', default: '2' },
      edit: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('usage: yarn bench:scale [--times 1,2] [--edit] [--keep]');
    process.exit(0);
  }
  const times = values.times.split(',').map(Number);
  if (times.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error(`--times takes whole numbers ≥ 1, comma-separated (got "${values.times}")`);
    process.exit(2);
  }
  return { times, edit: values.edit, keep: values.keep };
}

function describeSource() {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown commit';
  }
}

/** Prints the stages worth watching while a build runs (the whole log goes to a file). */
function progress({ text }) {
  const stage = text.match(/^success .+ - (\d+(?:\.\d+)?)s/);
  if ((stage && Number(stage[1]) >= 1) || /^(error|ERROR)/.test(text)) console.log(`    ${text}`);
}

async function build(label, siteDir, logDir) {
  const logFile = path.join(logDir, `${label}.log`);
  console.log(`  ${label}: gatsby build (log: ${logFile})`);
  const result = await timedBuild({ siteDir, logFile, onLine: progress });
  if (result.code !== 0) {
    console.error(
      result.lines
        .slice(-40)
        .map(({ text }) => text)
        .join('\n'),
    );
    throw new Error(`${label}: gatsby build failed (exit ${result.code}); see ${logFile}`);
  }
  return { ...result, stages: [...timedStages(result.lines), ...postBuildSteps(result.lines)] };
}

async function measure(times, { edit }, { siteDir, logDir, catalogue }) {
  console.log(`\n${times}× the docs`);
  const docsPerLanguage = multiplyDocs(path.join(siteDir, 'content/docs'), times).en;
  fs.writeFileSync(path.join(siteDir, 'content/integrations.yaml'), multiplyCatalogue(catalogue, times));
  console.log(`  ${docsPerLanguage} docs per language`);
  fs.rmSync(path.join(siteDir, '.cache'), { recursive: true, force: true });
  fs.rmSync(path.join(siteDir, 'public'), { recursive: true, force: true });
  const cold = await build(`${times}x-cold`, siteDir, logDir);
  const figures = await siteFigures(path.join(siteDir, 'public'));
  if (!edit) return { times, docsPerLanguage, cold, figures };
  // The first build after a cold one writes every page again (Gatsby's webpack compilation hash
  // changes once, and each page carries it), so the edit is measured as a writer meets it: after
  // a warm build with nothing changed, whose time is the floor of any warm build.
  const unchanged = await build(`${times}x-warm-unchanged`, siteDir, logDir);
  const editedFile = path.join(siteDir, EDITED_DOC);
  const original = fs.readFileSync(editedFile, 'utf8');
  fs.writeFileSync(editedFile, `${original.trimEnd()}\n${ADDED_SENTENCE}`);
  try {
    const warm = await build(`${times}x-warm-after-edit`, siteDir, logDir);
    return { times, docsPerLanguage, cold, figures, unchanged, warm };
  } finally {
    fs.writeFileSync(editedFile, original);
  }
}

const options = readOptions();
const commandLine = `yarn bench:scale ${process.argv.slice(2).join(' ')}`.trim();
const startedAt = new Date();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-scale-'));
const copyDir = path.join(workDir, 'repository');
const logDir = path.join(workDir, 'logs');
fs.mkdirSync(logDir);
const siteDir = path.join(copyDir, 'site');

console.log(`Copying the repository to ${copyDir}`);
copyRepository(copyDir, repoRoot);
removeDocCopies(path.join(siteDir, 'content/docs'));
const context = {
  siteDir,
  logDir,
  catalogue: fs.readFileSync(path.join(siteDir, 'content/integrations.yaml'), 'utf8'),
};
const results = [];
let failed = false;
try {
  for (const times of options.times) results.push(await measure(times, options, context));
} catch (error) {
  console.error(`\n${error.message}`);
  failed = true;
}

if (results.length > 0) {
  console.log(`\n## Scale benchmark\n`);
  console.log(`\`${commandLine}\`, ${startedAt.toISOString()}, ${describeSource()}`);
  console.log(
    `${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, Node ${process.version}; cold builds (no .cache, no public)\n`,
  );
  console.log(summaryTable(results));
  console.log(`\n${stagesTable(results)}`);
  if (options.edit) {
    console.log(
      `\nA warm \`gatsby build\` with nothing changed, then one sentence appended to ${EDITED_DOC} and a warm \`gatsby build\`:\n`,
    );
    console.log(editTable(results));
  }
}

if (options.keep || failed) {
  console.log(`\nKept the copy: ${copyDir}`);
} else {
  fs.rmSync(copyDir, { recursive: true, force: true });
}
console.log(`Build logs: ${logDir}`);
process.exit(failed ? 1 : 0);
