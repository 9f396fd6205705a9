import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * Adopters read the props of the package in their editor's hover and in Storybook's
 * table, both drawn from the doc comments. Every property of every public props,
 * labels, options or settings type must have one.
 */
const packageRoot = path.resolve(__dirname, '..');
const entries = createRequire(__filename)(path.join(packageRoot, 'source-entries.cjs')) as Record<
  string,
  string
>;
const sourceFiles = Object.values(entries)
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join(packageRoot, file));

/** The exported types whose properties adopters set or read. */
const PUBLIC_TYPE_NAME = /(Props|Labels|Options|Settings)$/;

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.resolve(packageRoot, '..', 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath)).options;
}

function isOwnDeclaration(declaration: ts.Declaration): boolean {
  const file = declaration.getSourceFile().fileName;
  return file.startsWith(path.join(packageRoot, 'src')) && !file.includes('node_modules');
}

/** A doc comment, or a deprecation notice saying what to use instead. */
function isDocumented(property: ts.Symbol, checker: ts.TypeChecker): boolean {
  if (ts.displayPartsToString(property.getDocumentationComment(checker)).trim() !== '') return true;
  return property
    .getJsDocTags(checker)
    .some((tag) => tag.name === 'deprecated' && ts.displayPartsToString(tag.text).trim() !== '');
}

/**
 * `Type.property (file:line)` for each public property without a doc comment, in the package's own
 * declarations: the properties of the exported props, labels, options and settings types,
 * and of the package's own object types they take (a footer column, a navbar item…).
 */
function undocumentedProperties(): { checked: number; missing: string[] } {
  const program = ts.createProgram(sourceFiles, { ...compilerOptions(), noEmit: true });
  const checker = program.getTypeChecker();
  const missing = new Set<string>();
  const walked = new Set<ts.Type>();
  let checked = 0;

  /** The package's own object types inside a property's type: arrays, unions, optional. */
  function ownObjectTypes(type: ts.Type): ts.Type[] {
    if (type.isUnion() || type.isIntersection()) return type.types.flatMap(ownObjectTypes);
    if (checker.isArrayType(type))
      return checker.getTypeArguments(type as ts.TypeReference).flatMap(ownObjectTypes);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const isObject = (type.flags & ts.TypeFlags.Object) !== 0 && type.getCallSignatures().length === 0;
    return isObject && (symbol?.declarations ?? []).some(isOwnDeclaration) ? [type] : [];
  }

  function walk(type: ts.Type, name: string) {
    if (walked.has(type)) return;
    walked.add(type);
    for (const member of type.isUnion() ? type.types : [type]) {
      const memberName = member.aliasSymbol?.name ?? member.getSymbol()?.name;
      const owner = memberName && memberName !== '__type' ? memberName : name;
      for (const property of checker.getPropertiesOfType(member)) {
        const declarations = (property.declarations ?? []).filter(isOwnDeclaration);
        if (declarations.length === 0) continue; // React's or react-aria's own, documented there
        checked += 1;
        if (!isDocumented(property, checker)) {
          const [declaration] = declarations as [ts.Declaration];
          const source = declaration.getSourceFile();
          const { line } = source.getLineAndCharacterOfPosition(declaration.getStart());
          missing.add(
            `${owner}.${property.name} (${path.relative(packageRoot, source.fileName)}:${line + 1})`,
          );
        }
        const propertyType = checker.getTypeOfSymbol(property);
        for (const nested of ownObjectTypes(propertyType)) walk(nested, `${owner}.${property.name}`);
      }
    }
  }

  for (const file of sourceFiles) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`cannot read the entry ${file}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!PUBLIC_TYPE_NAME.test(exported.name)) continue;
      if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
      walk(checker.getDeclaredTypeOfSymbol(symbol), exported.name);
    }
  }
  return { checked, missing: [...missing].sort() };
}

describe('the public API', () => {
  it('documents every property of its props, labels, options and settings types', () => {
    const { checked, missing } = undocumentedProperties();
    expect(missing).toEqual([]);
    // A walk that lost its way (an entry moved, a type renamed) would find nothing to check.
    expect(checked).toBeGreaterThan(400);
  }, 60_000);
});
