#!/usr/bin/env node
// The story runner: opens every story of the built Storybook in Debian Chromium,
// in light and dark, runs axe-core (WCAG 2.2 AA, no violation allowed) and
// compares a screenshot with the committed baseline (pixelmatch).
//
//   node design-system/vr/run.mjs            check (missing baselines fail under CI)
//   VR_UPDATE=1 node design-system/vr/run.mjs  write baselines on purpose, then look at them
//
// Stories whose name starts with "Mobile" are shot at 390×844, others at 1280×800.
// Every run writes design-system/vr/output/report.html: each changed shot beside its baseline.
//
//   VR_ONLY=<part of a story id>      only those stories
//   VR_STORYBOOK_DIR=<folder>         another built Storybook than storybook-static/
//   FOYER_CHROMIUM=<binary>           another Chromium build than Debian's /usr/bin/chromium
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveFolder } from './staticServer.mjs';
import { leaveOutBrowserOwnedParts } from '../../scripts/visual/browserOwnedParts.mjs';
import { VisualRun } from '../../scripts/visual/visualRun.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const storybookDir = path.resolve(process.env.VR_STORYBOOK_DIR ?? path.join(repoRoot, 'storybook-static'));
const baselineDir = path.join(here, 'baselines');
const outputDir = path.resolve(process.env.VR_OUTPUT_DIR ?? path.join(here, 'output'));
const update = process.env.VR_UPDATE === '1';
const reportFile = process.env.VR_REPORT;
const THEMES = ['light', 'dark'];
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const index = JSON.parse(fs.readFileSync(path.join(storybookDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
// Every component of the design system must be documented by at least one story.
const REQUIRED_COMPONENTS = [
  'Navbar',
  'MobileSidebar',
  'SearchButton',
  'SearchModal',
  'Footer',
  'DocSidebar',
  'TableOfContents',
  'ProgressBar',
  'Button',
  'Link',
  'TextField',
  'EmailField',
  'TextArea',
  'SubmitButton',
  'FormMessage',
  'Form',
  'Counter',
  'AnnouncementBar',
  'Spinner',
  'LazyBoundary',
  'ErrorPage',
  'ImageWithFallback',
  'IntegrationCard',
  'PostCard',
  'PostSidebar',
  'ChipFilter',
  'Pagination',
  'Admonition',
  'CodeBlock',
  'Tabs',
  'SkipLink',
  'Breadcrumbs',
  'Container',
  'Checkbox',
  'RadioGroup',
  'Select',
  'Dialog',
];
const documented = new Set(stories.map((story) => story.title.split('/').pop()));
const undocumented = REQUIRED_COMPONENTS.filter((name) => !documented.has(name));
const only = process.env.VR_ONLY;
const selected = only ? stories.filter((story) => story.id.includes(only)) : stories;

const server = await serveFolder(storybookDir);
// Debian's Chromium with the flags every browser of the project uses, plus stable screenshots.
const chromiumSettings = require('../../scripts/lib/chromium.json');
const browser = await chromium.launch({
  executablePath: process.env.FOYER_CHROMIUM ?? chromiumSettings.executablePath,
  args: [...chromiumSettings.headlessArgs, ...chromiumSettings.screenshotArgs],
});
const visualRun = new VisualRun({
  title: 'Design system stories',
  repoRoot,
  baselineDir,
  outputDir,
  browserVersion: browser.version(),
  update,
  requireBaselines: Boolean(process.env.CI),
  updateAllCommand: 'VR_UPDATE=1 node design-system/vr/run.mjs',
});

async function renderStory(page, story, globals) {
  await page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story&globals=${globals}`);
  await page.waitForFunction(
    () => {
      const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return ['completed', 'finished', 'errored', 'aborted'].includes(phase);
    },
    null,
    { timeout: 20_000 },
  );
  const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__.currentRender.phase);
  if (phase !== 'completed' && phase !== 'finished') throw new Error(`story ended in phase ${phase}`);
  await page.addStyleTag({
    content: '*,*::before,*::after{animation:none!important;transition:none!important}',
  });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Changes globals of the story on screen (theme, locale) and waits until Storybook has rendered
 * it again with them: the decorator writes both on <html>, which tells this render from the last.
 */
async function switchGlobals(page, globals) {
  await page.evaluate(
    (wanted) =>
      new Promise((resolve, reject) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(
          () => finish(new Error(`no render with ${JSON.stringify(wanted)} within 20 s`)),
          20_000,
        );
        function finish(error) {
          clearTimeout(timer);
          channel.off('storyRendered', rendered);
          channel.off('storyErrored', errored);
          channel.off('storyThrewException', errored);
          if (error) reject(error);
          else resolve();
        }
        function rendered() {
          const root = document.documentElement;
          if (root.lang === wanted.locale && root.getAttribute('data-theme') === wanted.theme) finish();
        }
        function errored(detail) {
          finish(
            new Error(
              `story failed with ${JSON.stringify(wanted)}: ${detail?.message ?? detail?.title ?? 'error'}`,
            ),
          );
        }
        channel.on('storyRendered', rendered);
        channel.on('storyErrored', errored);
        channel.on('storyThrewException', errored);
        channel.emit('updateGlobals', { globals: wanted });
      }),
    globals,
  );
  await page.evaluate(() => document.fonts.ready);
}

async function axeViolations(page) {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (tags) => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'], // only violations are read: axe skips recording the passing nodes
    });
    return result.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, WCAG_22_AA);
  return violations;
}

let passed = 0;
let failed = 0;
const failures = [];
if (undocumented.length > 0) {
  failed += 1;
  failures.push(`storybook-static/index.json has no story for: ${undocumented.join(', ')}`);
}

function recordFailure(name, message) {
  failed += 1;
  failures.push(`${name}: ${message}`);
  console.log(`  ✕ ${name}: ${message}`);
}

/** axe in English, the screenshot against its baseline, and axe in French when asked. */
async function checkRendered(story, theme, page, { french }) {
  const name = `${story.id}.${theme}`;
  try {
    const problems = [];
    const violations = await axeViolations(page);
    if (violations.length > 0) problems.push(`axe: ${violations.join('; ')}`);
    await leaveOutBrowserOwnedParts(page);
    const screenshot = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
    });
    const difference = visualRun.check({ name, group: story.title, theme, shot: screenshot });
    if (difference) problems.push(difference);
    if (french) {
      await switchGlobals(page, { theme, locale: 'fr' });
      const frenchViolations = await axeViolations(page);
      if (frenchViolations.length > 0) problems.push(`axe (fr): ${frenchViolations.join('; ')}`);
    }
    if (problems.length > 0) throw new Error(problems.join(' | '));
    passed += 1;
    console.log(`  ✓ ${name}`);
  } catch (error) {
    recordFailure(name, error.message);
  }
}

/**
 * One story in light then dark. Loading a story costs more than axe, so it is loaded once and
 * re-rendered in place for French (checked once, in light: names do not depend on the theme)
 * and for dark, except a story with a play function, which is loaded again so that dark is
 * shot after its own play, as a reader of the story sees it.
 */
async function checkStory(story, page) {
  const hasPlay = (story.tags ?? []).includes('play-fn');
  try {
    await renderStory(page, story, 'theme:light;locale:en');
  } catch (error) {
    for (const theme of THEMES) recordFailure(`${story.id}.${theme}`, error.message);
    return;
  }
  await checkRendered(story, 'light', page, { french: true });
  try {
    if (hasPlay) await renderStory(page, story, 'theme:dark;locale:en');
    else await switchGlobals(page, { theme: 'dark', locale: 'en' });
  } catch (error) {
    recordFailure(`${story.id}.dark`, error.message);
    return;
  }
  await checkRendered(story, 'dark', page, { french: false });
}

const started = Date.now();
const jobs = [...selected];
const workers = Array.from({ length: 2 }, async () => {
  const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (let story = jobs.shift(); story; story = jobs.shift()) {
    const mobile = story.name.startsWith('Mobile');
    await page.setViewportSize(mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await checkStory(story, page);
  }
  await context.close();
});
await Promise.all(workers);
await browser.close();
await server.close();
const visualSummary = visualRun.finish();

console.log(
  `\nstories: ${selected.length}, checks: ${passed + failed}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (failures.length > 0) console.log(`\nFailures:\n- ${failures.join('\n- ')}`);
for (const line of visualSummary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
if (reportFile) {
  fs.writeFileSync(
    reportFile,
    JSON.stringify({
      numPassedTests: passed,
      numFailedTests: failed,
      numRuntimeErrorTestSuites: 0,
      failedChecks: failures,
    }),
  );
}
process.exit(failed === 0 ? 0 : 1);
