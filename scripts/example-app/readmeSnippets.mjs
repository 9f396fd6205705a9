import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { check } from './steps.mjs';

/** Written on the line before a block the example cannot check, with the reason. */
const NOT_CHECKED = /<!-- example-app: not type-checked \((.+)\) -->\s*$/;

/** The TypeScript blocks of a Markdown text, with the line each starts on and why one is not checked. */
export function typescriptBlocks(markdown) {
  const blocks = [];
  const fence = /^```(tsx?|ts)\s*\n([\s\S]*?)^```\s*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const before = markdown.slice(0, match.index);
    const line = before.split('\n').length;
    blocks.push({ line, code: match[2], notChecked: NOT_CHECKED.exec(before.trimEnd())?.[1] });
  }
  return blocks;
}

// Static imports and re-exports, side-effect imports, and dynamic `import('…')` (code splitting).
const importSpecifier =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Where a snippet's relative import leads once the snippet sits in src/readme/: the
 * README writes paths from the app's root (`./src/colorMode.ts`) or beside the app's
 * modules (`./colorMode`); both mean the example's own file. Undefined when the example
 * has no such file.
 */
function relocate(specifier, srcDir) {
  const fromSrc = specifier.replace(/^\.\/src\//, './');
  const candidates = /\.tsx?$/.test(fromSrc) ? [fromSrc] : [`${fromSrc}.ts`, `${fromSrc}.tsx`];
  // The import is kept as written (with or without its extension): the app's compiler options judge it.
  return candidates.some((file) => fs.existsSync(path.join(srcDir, file))) ? `.${fromSrc}` : undefined;
}

/**
 * Writes every TypeScript block of the installed package's README into the app's
 * `src/readme/` so the app's own strict type-check (`tsc -b`) checks them against
 * the installed package, as an adopter pasting them would. A block that imports a
 * package the example does not install (Next.js, React Router, Algolia) is left out
 * and named; a block importing a file of the app that does not exist fails.
 */
export function writeReadmeSnippets(appDir) {
  const readme = fs.readFileSync(path.join(appDir, 'node_modules/@foyer/design-system/README.md'), 'utf8');
  const srcDir = path.join(appDir, 'src');
  const outDir = path.join(srcDir, 'readme');
  fs.mkdirSync(outDir, { recursive: true });
  const resolveFrom = createRequire(path.join(appDir, 'package.json'));
  const written = [];
  const skipped = [];
  for (const { line, code, notChecked } of typescriptBlocks(readme)) {
    if (notChecked) {
      skipped.push(`line ${line} (${notChecked})`);
      continue;
    }
    const specifiers = [...code.matchAll(importSpecifier)].map((match) => match[1] ?? match[2] ?? match[3]);
    const missing = new Set();
    for (const specifier of specifiers) {
      if (specifier.startsWith('.') || specifier.startsWith('virtual:')) continue;
      try {
        resolveFrom.resolve(`${packageName(specifier)}/package.json`);
      } catch {
        missing.add(packageName(specifier));
      }
    }
    if (missing.size > 0) {
      skipped.push(`line ${line} (needs ${[...missing].join(', ')})`);
      continue;
    }
    let source = code;
    for (const specifier of specifiers.filter((name) => name.startsWith('.'))) {
      const target = relocate(specifier, srcDir);
      check(target, `README.md line ${line} imports ${specifier}, which the example app does not have`);
      source = source.replace(`'${specifier}'`, `'${target}'`);
    }
    const file = path.join(outDir, `line-${line}.tsx`);
    fs.writeFileSync(file, `// README.md, line ${line}\n${source}`);
    written.push(file);
  }
  return { written, skipped };
}
