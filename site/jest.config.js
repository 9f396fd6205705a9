const designSystemEntries = require('../design-system/source-entries.cjs');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'site',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/gatsby'],
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '\\.[jt]sx?$': ['babel-jest', require('../jest.babel.js')],
  },
  // The workspace's design system is tested from its TypeScript source, as Gatsby builds it.
  // The site's small i18next stands in for i18next and react-i18next, as in the build (gatsby-node).
  moduleNameMapper: {
    ...Object.fromEntries(
      Object.entries(designSystemEntries).map(([entry, source]) => [
        `^${entry.replace(/[.]/g, '\\.')}$`,
        `<rootDir>/../design-system/${source}`,
      ]),
    ),
    '^i18next$': '<rootDir>/src/i18n/lite/i18next.ts',
    '^react-i18next$': '<rootDir>/src/i18n/lite/react-i18next.tsx',
  },
  // These ship only as ES modules; Jest runs CommonJS, so they are compiled like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(feed|github-slugger|react-aria|@react-aria|@react-stately|@internationalized)/)',
  ],
};
