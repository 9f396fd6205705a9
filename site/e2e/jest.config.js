/** Browser tests: Debian Chromium through playwright-core, against the built site on nginx. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/globalSetup.mjs',
  globalTeardown: '<rootDir>/support/globalTeardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/support/failOnCspViolation.ts'],
  transform: { '\\.m?[jt]sx?$': ['babel-jest', require('../../jest.babel.js')] },
  // pixelmatch ships only as ES modules; Jest runs CommonJS, so it is compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!pixelmatch/)'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
