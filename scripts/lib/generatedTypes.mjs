import fs from 'node:fs';

function readTypes(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/**
 * Runs a site build and fails it when the build rewrote the committed query types
 * (`typesFile`, written by graphqlTypegen in site/gatsby-config.ts): a query changed,
 * and the type checker, which runs before any build, saw stale types.
 */
export async function buildWithTypesCheck(build, typesFile) {
  const committed = readTypes(typesFile);
  const code = await build();
  if (code !== 0) return code;
  if (readTypes(typesFile) !== committed) {
    console.error(
      `${typesFile} changed during the build: a GraphQL query changed. ` +
        'Commit the file the build wrote, then run the type checker again.',
    );
    return 1;
  }
  return 0;
}
