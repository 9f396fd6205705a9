/** @type {import('jest').Config} */
module.exports = {
  displayName: 'site',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '\\.[jt]sx?$': ['babel-jest', require('../jest.babel.js')],
  },
  // The workspace's design system is tested from its TypeScript source, as Gatsby builds it.
  moduleNameMapper: { '^@foyer/design-system$': '<rootDir>/../design-system/src/index.ts' },
  // These ship only as ES modules; Jest runs CommonJS, so they are compiled like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(feed|react-aria|@react-aria|@react-stately|@internationalized)/)',
  ],
};
