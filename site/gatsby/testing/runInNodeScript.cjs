// Calls one exported async function of a TypeScript module on each input (JSON on
// stdin: {module, name, inputs}) and prints the outcomes. It runs in plain Node, where
// the MDX tool chain's ES-module-only packages load through require(esm); Jest's own
// module system cannot load them.
const Module = require('node:module');
const babel = require('@babel/core');
const babelOptions = require('../../../jest.babel.js');

Module._extensions['.ts'] = (module, filename) => {
  const { code } = babel.transformFileSync(filename, babelOptions);
  module._compile(code, filename);
};

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const { module, name, inputs } = JSON.parse(input);
  const run = require(module)[name];
  const results = [];
  for (const args of inputs) {
    try {
      results.push({ value: await run(...args) });
    } catch (error) {
      results.push({ error: String(error instanceof Error ? error.message : error) });
    }
  }
  process.stdout.write(JSON.stringify(results));
});
