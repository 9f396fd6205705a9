/** @type {import('jest').Config} */
module.exports = {
  displayName: 'design-system',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    // vanilla-extract must see .css.ts files before babel compiles them away.
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '\\.[jt]sx?$': ['babel-jest', require('../jest.babel.js')],
  },
  transformIgnorePatterns: ['/node_modules/(?!(react-aria|@react-aria|@react-stately|@internationalized)/)'],
};
