/** Unit tests of the maintainers' scripts: Node ES modules, compiled for Jest like the packages' code. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'scripts',
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/visual'],
  transform: {
    '\\.m?[jt]sx?$': ['babel-jest', require('../jest.babel.js')],
  },
  // pixelmatch ships only as ES modules; Jest runs CommonJS, so it is compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!pixelmatch/)'],
};
