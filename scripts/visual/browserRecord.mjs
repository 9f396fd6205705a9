import fs from 'node:fs';
import path from 'node:path';

const RECORD_FILE = 'chromium-versions.json';

/**
 * The Chromium build that wrote each baseline of a folder, kept beside the baselines in
 * `chromium-versions.json` (shot name → version), so that a run with another build says which.
 *
 * @param {string} baselineDir
 * @returns {Record<string, string>}
 */
export function readBrowserRecord(baselineDir) {
  const file = path.join(baselineDir, RECORD_FILE);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Writes the record sorted by name, so that a re-baselined shot changes one line of it. */
export function writeBrowserRecord(baselineDir, record) {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(baselineDir, RECORD_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
}
