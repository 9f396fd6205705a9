/**
 * The package's public entries and the TypeScript source each one is built from.
 * The workspace site compiles the design system from source (webpack alias, Jest
 * moduleNameMapper, TypeScript paths read this list); adopters get `dist/` through
 * `exports`. Not shipped: `files` in package.json lists only `dist` and the docs.
 */
module.exports = {
  '@foyer/design-system': 'src/index.ts',
  '@foyer/design-system/theme': 'src/theme/index.ts',
  '@foyer/design-system/tokens': 'src/tokens.ts',
  '@foyer/design-system/foyer': 'src/foyer/index.ts',
  '@foyer/design-system/search': 'src/search/entry.ts',
  '@foyer/design-system/labels': 'src/labels/entry.ts',
  '@foyer/design-system/code-lines': 'src/codeLines.ts',
  '@foyer/design-system/global.css': 'src/globalStyles.ts',
};
