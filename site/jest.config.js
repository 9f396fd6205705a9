/** @type {import('jest').Config} */
module.exports = {
  displayName: 'site',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '\\.[jt]sx?$': ['babel-jest', require('../jest.babel.js')],
  },
  // `feed` ships only as ES modules; Jest runs CommonJS, so it is compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!feed/)'],
};
