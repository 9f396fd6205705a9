#!/usr/bin/env node
// `yarn audit:lighthouse`: Lighthouse (mobile, its default) on five pages of the
// built site, served by nginx, in Debian's Chromium; three runs each, the median
// printed in a table. It stays out of CI: its scores swing on a shared machine.
// Build first (`yarn build`, the shipped configuration).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { describeBlockers, mainThreadBlockers } from './lib/lighthouseLongTasks.mjs';
import { startNginx } from './lib/nginx.mjs';
import { repoRoot, siteDir } from './lib/paths.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9200);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// The pages the weight test audits too.
const PAGES = JSON.parse(fs.readFileSync(path.join(siteDir, 'e2e/support/auditedPages.json'), 'utf8')).filter(
  // LIGHTHOUSE_PAGES=home,Plus audits only those (names as in auditedPages.json).
  ([name]) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(name),
);
const chromiumSettings = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'scripts/lib/chromium.json'), 'utf8'),
);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startNginx({ port: PORT });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? chromiumSettings.executablePath,
  chromeFlags: ['--headless=new', ...chromiumSettings.headlessArgs],
});
const rows = [];
const blockers = [];
try {
  for (const [name, pathname] of PAGES) {
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    const metrics = { lcp: [], tbt: [], cls: [] };
    const reports = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${server.url}${pathname}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { categories, audits } = result.lhr;
      for (const category of CATEGORIES)
        scores[category].push(Math.round((categories[category].score ?? 0) * 100));
      metrics.lcp.push(audits['largest-contentful-paint'].numericValue);
      metrics.tbt.push(audits['total-blocking-time'].numericValue);
      metrics.cls.push(audits['cumulative-layout-shift'].numericValue);
      reports.push(result.lhr);
    }
    rows.push({
      page: `${name} ${pathname}`,
      performance: median(scores.performance),
      accessibility: median(scores.accessibility),
      'best practices': median(scores['best-practices']),
      SEO: median(scores.seo),
      'LCP (ms)': Math.round(median(metrics.lcp)),
      'TBT (ms)': Math.round(median(metrics.tbt)),
      CLS: Number(median(metrics.cls).toFixed(3)),
      runs: scores.performance.join('/'),
    });
    // The long tasks of the run whose Total Blocking Time is the median, so they add up to the table's figure.
    const medianReport = reports[metrics.tbt.indexOf(median(metrics.tbt))];
    blockers.push(describeBlockers(`${name} ${pathname}`, mainThreadBlockers(medianReport)));
    console.log(`measured ${pathname}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(`\nLighthouse, mobile, median of ${RUNS} runs (target: performance ≥ 90, accessibility 100):`);
console.table(rows);
console.log(
  '\nWhat blocks the main thread in the median run (long tasks: 50 ms or more on the simulated phone):',
);
console.log(blockers.join('\n'));
