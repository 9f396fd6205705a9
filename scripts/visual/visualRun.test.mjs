import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { VisualRun } from './visualRun.mjs';

const repoRoot = path.resolve(__dirname, '../..');

/** A light 80×50 picture with a dark box outlined by a border `border` pixels wide, like a card. */
function card({ border = 1, shiftX = 0 } = {}) {
  const png = new PNG({ width: 80, height: 50 });
  for (let y = 0; y < 50; y += 1) {
    for (let x = 0; x < 80; x += 1) {
      const inBox = x >= 10 + shiftX && x < 70 + shiftX && y >= 10 && y < 40;
      const inside =
        x >= 10 + shiftX + border && x < 70 + shiftX - border && y >= 10 + border && y < 40 - border;
      const value = inBox && !inside ? 40 : 240;
      png.data.set([value, value, value, 255], (y * 80 + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

function setUp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-visual-run-'));
  const baselineDir = path.join(root, 'baselines');
  const outputDir = path.join(root, 'output');
  fs.mkdirSync(baselineDir);
  for (const name of ['card.light', 'card.dark', 'moved.light']) {
    fs.writeFileSync(path.join(baselineDir, `${name}.png`), card());
  }
  fs.writeFileSync(
    path.join(baselineDir, 'chromium-versions.json'),
    JSON.stringify({
      'card.light': '150.0.7871.100',
      'card.dark': '150.0.7871.100',
      'moved.light': '150.0.7871.100',
    }),
  );
  const run = new VisualRun({
    title: 'Cards',
    repoRoot: root,
    baselineDir,
    outputDir,
    browserVersion: '156.0.8078.114',
    update: false,
    requireBaselines: true,
    updateAllCommand: 'VR_UPDATE=1 run-them',
  });
  return { root, baselineDir, outputDir, run };
}

describe('a visual run', () => {
  it('fails a border 1 px wider and a box moved by 1 px, passes the same pixels, and reports only what changed', () => {
    const { outputDir, run } = setUp();
    expect(
      run.check({ name: 'card.light', group: 'Card', theme: 'light', shot: card({ border: 2 }) }),
    ).toMatch(/pixels differ/);
    expect(run.check({ name: 'card.dark', group: 'Card', theme: 'dark', shot: card() })).toBeUndefined();
    expect(
      run.check({ name: 'moved.light', group: 'Moved', theme: 'light', shot: card({ shiftX: 1 }) }),
    ).toMatch(/pixels differ/);
    expect(run.check({ name: 'fresh.light', group: 'Fresh', theme: 'light', shot: card() })).toMatch(
      /no baseline/,
    );
    const lines = run.finish();

    expect(lines[0]).toContain(path.join(outputDir, 'report.html'));
    expect(lines[0]).toContain('3 to look at, 1 unchanged');
    expect(lines[1]).toBe(
      'Baselines made with Chromium 150.0.7871.100 (3); this run uses Chromium 156.0.8078.114.',
    );
    const report = fs.readFileSync(path.join(outputDir, 'report.html'), 'utf8');
    const shown = [...report.matchAll(/<h3 id="[^"]+">([^ <]+)/g)].map((match) => match[1]);
    expect(shown).toEqual(['card.light', 'fresh.light', 'moved.light']);
    expect(report).toContain('1 shot unchanged');
    for (const image of ['card.light.baseline.png', 'card.light.new.png', 'card.light.diff.png']) {
      expect(report).toContain(`src="${image}"`);
      expect(fs.existsSync(path.join(outputDir, image))).toBe(true);
    }
    expect(report).toContain('node scripts/visual/accept.mjs output card.light');
    expect(report).not.toContain('card.dark');
  });

  it('accepts a reviewed shot: the very image shown becomes the baseline, with the build that took it', () => {
    const { root, baselineDir, outputDir, run } = setUp();
    const wider = card({ border: 2 });
    run.check({ name: 'card.light', group: 'Card', theme: 'light', shot: wider });
    run.finish();
    // accept.mjs resolves the manifest's baseline folder from the repository root.
    const manifestFile = path.join(outputDir, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    fs.writeFileSync(
      manifestFile,
      JSON.stringify({ ...manifest, baselineDir: path.relative(repoRoot, baselineDir) }),
    );

    execFileSync('node', [path.join(repoRoot, 'scripts/visual/accept.mjs'), outputDir, 'card.light'], {
      cwd: root,
    });
    expect(fs.readFileSync(path.join(baselineDir, 'card.light.png')).equals(wider)).toBe(true);
    const record = JSON.parse(fs.readFileSync(path.join(baselineDir, 'chromium-versions.json'), 'utf8'));
    expect(record['card.light']).toBe('156.0.8078.114');
    expect(record['card.dark']).toBe('150.0.7871.100');
  });
});
