/**
 * Integration tests: the built receiver (dist/server.js) as a real process, a real
 * SMTP sink, a fake Plus service, the embedded store and a throw-away PostgreSQL.
 * test/buildFirst.js builds dist/ from the sources before the run.
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'forms-receiver integration',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.integration.ts'],
  transform: { '\\.[jt]sx?$': ['babel-jest', require('../jest.babel.js')] },
  testTimeout: 120_000,
  globalSetup: '<rootDir>/test/buildFirst.cjs',
  // The two stores' suites run one after the other: the machine has two cores.
  maxWorkers: 1,
};
