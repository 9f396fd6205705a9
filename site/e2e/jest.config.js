/** Browser tests: Debian Chromium through playwright-core, against the built site on nginx. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/globalSetup.mjs',
  globalTeardown: '<rootDir>/support/globalTeardown.mjs',
  transform: { '\\.[jt]sx?$': ['babel-jest', require('../../jest.babel.js')] },
  testTimeout: 60_000,
  maxWorkers: 2,
};
