/** Unit tests of the maintainers' scripts: Node ES modules, compiled for Jest like the packages' code. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'scripts',
  testEnvironment: 'node',
  roots: ['<rootDir>/lib'],
  transform: {
    '\\.m?[jt]sx?$': ['babel-jest', require('../jest.babel.js')],
  },
};
