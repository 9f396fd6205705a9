// The props every exported component should document, read with the TypeScript compiler
// from design-system/src/index.ts: the source of truth the built Storybook is held to,
// found without Storybook or react-docgen-typescript.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const designSystemDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Props declared only by @types/react (HTML and DOM attributes, key, ref) are left out of
// the Docs tables on purpose (see .storybook/main.ts); every other prop is public,
// react-aria's included.
const REACT_TYPES = /[\\/]node_modules[\\/]@types[\\/]react[\\/]/;

function compilerOptions() {
  const configFile = path.join(designSystemDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  return parsed.options;
}

/** The props parameter of a component's call (function, forwardRef, memo) or construct (class) signature. */
function propsTypeOf(checker, type, location) {
  const signature = type.getCallSignatures()[0] ?? type.getConstructSignatures()[0];
  const [props] = signature?.getParameters() ?? [];
  return props ? checker.getTypeOfSymbolAtLocation(props, location) : undefined;
}

/** Every property of a props type; for a union, those of each of its members. */
function propertiesOf(checker, type) {
  const members = type.isUnion() ? type.types : [type];
  const byName = new Map();
  for (const member of members) {
    for (const property of checker.getPropertiesOfType(checker.getApparentType(member))) {
      if (!byName.has(property.getName())) byName.set(property.getName(), property);
    }
  }
  return [...byName.values()];
}

function isPublic(property) {
  const declarations = property.getDeclarations() ?? [];
  return (
    declarations.length === 0 ||
    declarations.some((declaration) => !REACT_TYPES.test(declaration.getSourceFile().fileName))
  );
}

/**
 * Components exported by the package's main entry (value exports named in PascalCase
 * that take props; one without props has no table to check), each with its public props:
 * name, JSDoc text, and whether a `@default` tag gives its default.
 *
 * @returns {Map<string, { name: string, description: string, hasDefaultTag: boolean }[]>}
 */
export function publicComponentProps(entry = path.join(designSystemDir, 'src/index.ts')) {
  const program = ts.createProgram({ rootNames: [entry], options: compilerOptions() });
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(entry);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) throw new Error(`cannot read the exports of ${entry}`);
  const components = new Map();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    if (!/^[A-Z][a-z][A-Za-z0-9]*$/.test(name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
    const propsType = propsTypeOf(checker, checker.getTypeOfSymbolAtLocation(symbol, sourceFile), sourceFile);
    if (!propsType) continue;
    const props = propertiesOf(checker, propsType)
      .filter(isPublic)
      .map((property) => ({
        name: property.getName(),
        description: ts.displayPartsToString(property.getDocumentationComment(checker)).trim(),
        hasDefaultTag: property.getJsDocTags(checker).some((tag) => tag.name === 'default'),
      }));
    components.set(name, props);
  }
  return components;
}
