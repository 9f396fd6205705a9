/** Unit tests of the receiver (fast: fastify.inject and PGlite in a temporary folder). */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'forms-receiver',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '\\.c?[jt]sx?$': ['babel-jest', require('../jest.babel.js')] },
  // PGlite's CommonJS build loads Node's modules with import(), which Jest's CommonJS
  // sandbox refuses without --experimental-vm-modules; Babel turns them into require().
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  setupFilesAfterEnv: ['<rootDir>/test/jestTimeout.ts'],
};
