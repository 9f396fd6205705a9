import fs from 'node:fs';
import path from 'node:path';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Dotted paths of every leaf of a translation file ('nav.docs', 'footer.copyright'). */
export function translationKeys(value: Json, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, child]) =>
    translationKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function listFiles(root: string, extensions: string[]): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.includes(path.extname(file)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

function difference(from: string[], without: string[]): string[] {
  const excluded = new Set(without);
  return from.filter((item) => !excluded.has(item));
}

/**
 * Problems in UI strings: a file or key present in one language and not in the
 * other. `root` holds one folder per language, each with the same JSON files.
 */
export function translationParityProblems(root: string, languages: readonly string[]): string[] {
  const problems: string[] = [];
  const allFiles = [
    ...new Set(languages.flatMap((language) => listFiles(path.join(root, language), ['.json']))),
  ].sort();

  for (const file of allFiles) {
    const keysByLanguage = new Map<string, string[]>();
    for (const language of languages) {
      const full = path.join(root, language, file);
      if (fs.existsSync(full)) {
        keysByLanguage.set(language, translationKeys(JSON.parse(fs.readFileSync(full, 'utf8')) as Json));
      } else {
        problems.push(`locales/${language}/${file} is missing (it exists in another language)`);
      }
    }
    for (const [language, keys] of keysByLanguage) {
      for (const [other, otherKeys] of keysByLanguage) {
        if (other === language) continue;
        for (const key of difference(keys, otherKeys)) {
          problems.push(
            `key "${key}" of locales/${language}/${file} is missing from locales/${other}/${file}`,
          );
        }
      }
    }
  }
  return problems;
}

/**
 * Problems in content: a doc or post that exists in one language and not its twin.
 * `root` holds one folder per language with the same relative file paths.
 */
export function contentTwinProblems(root: string, languages: readonly string[], label: string): string[] {
  const filesByLanguage = new Map(
    languages.map((language) => [language, listFiles(path.join(root, language), ['.mdx', '.md'])]),
  );
  const problems: string[] = [];
  for (const language of languages) {
    for (const other of languages.filter((l) => l !== language)) {
      for (const file of difference(filesByLanguage.get(language) ?? [], filesByLanguage.get(other) ?? [])) {
        problems.push(
          `${label} ${language}/${file} has no ${other} twin (expected ${label}/${other}/${file})`,
        );
      }
    }
  }
  return problems;
}

/**
 * Stops the build when a UI string, a doc or a post exists in one language and
 * not the other, listing every gap. `siteRoot` holds locales/ and content/.
 */
export function assertLanguageParity(
  siteRoot: string,
  languages: readonly string[],
  reporter: { panic: (message: string) => void },
): void {
  const problems = [
    ...translationParityProblems(path.join(siteRoot, 'locales'), languages),
    ...contentTwinProblems(path.join(siteRoot, 'content/docs'), languages, 'docs'),
    ...contentTwinProblems(path.join(siteRoot, 'content/blog'), languages, 'blog'),
    ...contentTwinProblems(path.join(siteRoot, 'content/pages'), languages, 'pages'),
  ];
  if (problems.length > 0) {
    reporter.panic(
      `Every UI string, doc and post must exist in English and French:\n- ${problems.join('\n- ')}`,
    );
  }
}
