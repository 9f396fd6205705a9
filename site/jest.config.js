/** @type {import('jest').Config} */
module.exports = {
  displayName: 'site',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '\\.[jt]sx?$': ['babel-jest', require('../jest.babel.js')],
  },
};
