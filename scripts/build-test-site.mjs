#!/usr/bin/env node
// Builds the site as the browser tests expect it: with the test announcement and
// analytics settings of site/e2e/support/testBuildSettings.json. Then `yarn test:e2e`.
import { buildTestSite } from './lib/testBuildSettings.mjs';

process.exit(await buildTestSite());
