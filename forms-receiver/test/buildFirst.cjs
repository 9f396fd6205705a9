/** The integration tests run dist/server.js: build it from the current sources first (about a second). */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = function buildFirst() {
  execFileSync(process.execPath, [require.resolve('tsup/dist/cli-default.js')], {
    cwd: path.resolve(__dirname, '..'),
    stdio: 'ignore',
  });
};
