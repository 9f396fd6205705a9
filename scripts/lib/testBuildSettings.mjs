import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { quietEnv, yarn } from './run.mjs';

/** Build-time settings of the site the browser tests run against (shared with the tests). */
export const testBuildSettings = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'site/e2e/support/testBuildSettings.json'), 'utf8'),
);

/** Builds the site as the browser tests expect it; resolves with the exit code. */
export function buildTestSite() {
  return yarn(['build'], { env: { ...quietEnv, ...testBuildSettings } });
}
