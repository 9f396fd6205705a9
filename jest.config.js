/** Unit and component tests of both packages and of the scripts; the browser tests have their own config (site/e2e). */
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/design-system', '<rootDir>/site', '<rootDir>/scripts', '<rootDir>/forms-receiver'],
};
