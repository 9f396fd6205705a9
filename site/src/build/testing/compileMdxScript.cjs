// Compiles MDX bodies (JSON on stdin) with compileMdxTree and prints what it gives.
// It runs in plain Node, where the MDX compiler's ES-module-only packages load
// through require(esm); Jest's own module system cannot load them.
const path = require('node:path');
const Module = require('node:module');
const babel = require('@babel/core');
const babelOptions = require('../../../../jest.babel.js');

Module._extensions['.ts'] = (module, filename) => {
  const { code } = babel.transformFileSync(filename, babelOptions);
  module._compile(code, filename);
};

const { compileMdxTree } = require(path.join(__dirname, '..', 'compileMdxTree.ts'));

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const results = [];
  for (const { body, filePath } of JSON.parse(input)) {
    try {
      results.push({ compiled: await compileMdxTree(body, filePath) });
    } catch (error) {
      results.push({ error: String(error instanceof Error ? error.message : error) });
    }
  }
  process.stdout.write(JSON.stringify(results));
});
