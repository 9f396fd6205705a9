import fs from 'node:fs';
import path from 'node:path';
import { compareShot } from './compareShot.mjs';
import { readBrowserRecord, writeBrowserRecord } from './browserRecord.mjs';
import { writeReport } from './report.mjs';

/**
 * One visual run (the story runner's, or the page shots'): compares each shot with its committed
 * baseline, keeps the baseline, the new shot and their diff of every shot that changed in
 * `outputDir`, and ends by writing `outputDir/report.html`, a page that shows them side by side,
 * with the command that accepts each one. The Chromium build that made each baseline is recorded
 * beside the baselines (`chromium-versions.json`).
 *
 * With `update`, every shot is written as its baseline; those that changed are still in the
 * report, so whoever rewrote them can look at each one.
 */
export class VisualRun {
  /**
   * @param {object} options
   * @param {string} options.title heading of the report, e.g. "Design system stories"
   * @param {string} options.repoRoot paths in messages and commands are relative to it
   * @param {string} options.baselineDir committed baselines
   * @param {string} options.outputDir emptied now; receives the changed shots and report.html
   * @param {string} options.browserVersion the Chromium build taking the shots
   * @param {boolean} options.update write every shot as its baseline
   * @param {boolean} options.requireBaselines a shot without a baseline fails (CI) instead of becoming one
   * @param {string} options.updateAllCommand how to rewrite every baseline of this run on purpose
   */
  constructor(options) {
    this.options = options;
    this.shots = [];
    this.unchanged = 0;
    this.record = readBrowserRecord(options.baselineDir);
    this.recordChanged = false;
    /** Names of the shots compared with an existing baseline. */
    this.compared = new Set();
    fs.rmSync(options.outputDir, { recursive: true, force: true });
    fs.mkdirSync(options.outputDir, { recursive: true });
    fs.mkdirSync(options.baselineDir, { recursive: true });
  }

  relative(file) {
    return path.relative(this.options.repoRoot, file);
  }

  /**
   * Compares one shot. `group` is what the report files it under (a component, a page), `theme`
   * "light" or "dark". Returns undefined when it matches (or was written as its baseline), else
   * the reason it does not.
   *
   * @param {{ name: string, group: string, theme: string, shot: Buffer }} shot
   * @returns {string | undefined}
   */
  check({ name, group, theme, shot }) {
    const { baselineDir, outputDir, update, requireBaselines, browserVersion } = this.options;
    const baselineFile = path.join(baselineDir, `${name}.png`);
    const entry = { name, group, theme, baselineVersion: this.record[name], browserVersion };
    const keep = (suffix, bytes) => {
      fs.writeFileSync(path.join(outputDir, `${name}.${suffix}.png`), bytes);
      return `${name}.${suffix}.png`;
    };

    if (!fs.existsSync(baselineFile)) {
      entry.newShot = keep('new', shot);
      if (requireBaselines && !update) {
        this.shots.push({ ...entry, kind: 'missing' });
        return `no baseline ${this.relative(baselineFile)} (look at it in the report, then accept it)`;
      }
      this.writeBaseline(name, baselineFile, shot);
      this.shots.push({ ...entry, kind: 'written' });
      return undefined;
    }

    this.compared.add(name);
    const baseline = fs.readFileSync(baselineFile);
    const result = compareShot(baseline, shot);
    if (result.kind === 'same') {
      this.unchanged += 1;
      return undefined;
    }
    entry.baseline = keep('baseline', baseline);
    entry.newShot = keep('new', shot);
    if (result.kind === 'changed') {
      entry.diff = keep('diff', result.diff);
      entry.changedPixels = result.changedPixels;
      const { baseline: zoomedBaseline, shot: zoomedShot, ...area } = result.zoom;
      entry.zoom = {
        baseline: keep('baseline.zoom', zoomedBaseline),
        newShot: keep('new.zoom', zoomedShot),
        ...area,
      };
    } else {
      entry.baselineSize = result.baselineSize;
      entry.shotSize = result.shotSize;
    }
    this.shots.push({ ...entry, kind: result.kind, rewritten: update });
    if (update) {
      this.writeBaseline(name, baselineFile, shot);
      return undefined;
    }
    const report = this.relative(path.join(outputDir, 'report.html'));
    return result.kind === 'changed'
      ? `${result.changedPixels} pixels differ (see ${report})`
      : `size ${result.shotSize} differs from the baseline's ${result.baselineSize} (see ${report})`;
  }

  writeBaseline(name, file, shot) {
    fs.writeFileSync(file, shot);
    this.record[name] = this.options.browserVersion;
    this.recordChanged = true;
  }

  /** Which builds made the baselines this run compared with, when one is not the build running now. */
  versionNotice() {
    const counts = new Map();
    for (const name of this.compared) {
      const version = this.record[name] ?? 'an unrecorded build';
      counts.set(version, (counts.get(version) ?? 0) + 1);
    }
    const current = this.options.browserVersion;
    const others = [...counts].filter(([version]) => version !== current);
    if (others.length === 0) return undefined;
    const made = [...counts].map(([version, count]) => `Chromium ${version} (${count})`).join(', ');
    return `Baselines made with ${made}; this run uses Chromium ${current}.`;
  }

  /**
   * Writes the report (and the record of browser builds, if a baseline was written) and returns
   * the lines to print: the report's path, the counts, and the builds when they differ.
   */
  finish() {
    const { outputDir, baselineDir } = this.options;
    if (this.recordChanged) writeBrowserRecord(baselineDir, this.record);
    const versionNotice = this.versionNotice();
    const reportFile = path.join(outputDir, 'report.html');
    // A baseline this run wrote itself (update, or a first shot) is already accepted.
    const toAccept = this.shots.filter((shot) => shot.kind !== 'written' && !shot.rewritten);
    writeReport(reportFile, {
      title: this.options.title,
      shots: this.shots,
      toAccept,
      unchanged: this.unchanged,
      versionNotice,
      browserVersion: this.options.browserVersion,
      acceptCommand: (names) =>
        `node scripts/visual/accept.mjs ${this.relative(outputDir)} ${names.length > 0 ? names.join(' ') : '--all'}`,
      updateAllCommand: this.options.updateAllCommand,
    });
    fs.writeFileSync(
      path.join(outputDir, 'manifest.json'),
      `${JSON.stringify(
        {
          baselineDir: this.relative(baselineDir),
          browserVersion: this.options.browserVersion,
          shots: toAccept.map((shot) => ({ name: shot.name, file: shot.newShot })),
        },
        null,
        2,
      )}\n`,
    );
    const toReview = this.shots.filter((shot) => shot.kind !== 'written' || this.options.update).length;
    const lines = [`Visual report: ${reportFile} (${toReview} to look at, ${this.unchanged} unchanged)`];
    if (versionNotice) lines.push(versionNotice);
    return lines;
  }
}
