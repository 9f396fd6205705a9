import path from 'node:path';
import ts from 'typescript';
import { PUBLIC_NAMES } from './publicApi.names';

/**
 * The package's public names, read from what adopters install (`dist/`, built by
 * `yarn workspace @foyer/design-system build`), against the committed list. A new
 * export, a renamed type or an internal that leaks into an entry fails here until the
 * list (and a changeset) says so.
 */
const distDir = path.resolve(__dirname, '..', 'dist');
const ENTRY_FILES: Record<keyof typeof PUBLIC_NAMES, string> = {
  '.': 'index',
  './theme': 'theme',
  './tokens': 'tokens',
  './foyer': 'foyer',
  './search': 'search',
  './labels': 'labels',
  './code-lines': 'code-lines',
};
const entries = Object.entries(ENTRY_FILES) as [keyof typeof PUBLIC_NAMES, string][];

function declaredNames(): Map<string, string[]> {
  const files = entries.map(([, file]) => path.join(distDir, `${file}.d.ts`));
  const program = ts.createProgram(files, { strict: true, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  return new Map(
    entries.map(([entry], index) => {
      const source = program.getSourceFile(files[index] ?? '');
      if (!source) throw new Error(`${files[index]} is missing: build the package first`);
      const moduleSymbol = checker.getSymbolAtLocation(source);
      const names = moduleSymbol
        ? checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.getName())
        : [];
      return [entry, names.sort()];
    }),
  );
}

const declared = declaredNames();

describe('the public API', () => {
  it.each(entries)('%s exports exactly the listed names', (entry) => {
    expect(declared.get(entry)).toEqual([...PUBLIC_NAMES[entry]].sort());
  });

  it.each(entries)('%s: every name it exports at run time is declared and listed', (entry, file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const runtime = Object.keys(require(path.join(distDir, `${file}.js`)) as object).sort();
    const declaredNamesOfEntry = declared.get(entry) ?? [];
    expect(runtime.every((name) => declaredNamesOfEntry.includes(name))).toBe(true);
    expect(runtime.length).toBeGreaterThan(0);
  });

  it('keeps internal stores and helpers out of the main entry', () => {
    const main = declared.get('.') ?? [];
    for (const internal of [
      'setColorMode',
      'readStoredColorMode',
      'subscribeToColorMode',
      'getAppliedColorMode',
      'warnStorageUnavailable',
      'saveStoredSearches',
      'loadStoredSearches',
      'addRecent',
      'addFavorite',
      'easeOutValue',
      'useDelayedFlag',
      'ANNOUNCEMENT_DISMISSED_ATTRIBUTE',
    ]) {
      expect(main).not.toContain(internal);
    }
  });
});
