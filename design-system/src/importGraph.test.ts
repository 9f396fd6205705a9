import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The package's modules may import each other in a loop of two files at most (a
 * component and its private helper); a longer loop, type-only imports included, is
 * a knot a maintainer has to untie before changing any file of it. This test draws
 * every relative import and re-export of `src/` and fails on any such loop, naming it.
 */
const srcDir = __dirname;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolveImport(file, fileName))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Tarjan's strongly connected components: each loop of the graph, as the files in it. */
export function loops(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the import structure of design-system/src', () => {
  it('finds a loop when there is one (three files importing each other in a ring)', () => {
    const ring = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(loops(ring).map((loop) => loop.sort())).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no import loop of more than two files', () => {
    const graph = importGraph(sourceFiles(srcDir));
    expect(graph.size).toBeGreaterThan(100);
    const tooLong = loops(graph)
      .filter((loop) => loop.length > 2)
      .map((loop) => loop.map((file) => path.relative(srcDir, file)).sort());
    expect(tooLong).toEqual([]);
  });
});
