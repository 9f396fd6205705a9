import fs from 'node:fs';
import path from 'node:path';
import { builtPageFiles } from '../builtPages';
import { inlineHashesOf, pageUri } from './pagePolicies';

function sourcesOf(policy: string, directive: string): Set<string> {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return new Set(found?.slice(1) ?? []);
}

/**
 * Every inline script and style element of the built pages that the policy
 * the host sends for that page (`policyOf`) does not allow: one line each, naming page and hash.
 * The same check serves the build (against the generated map, every page) and the tests (against
 * the headers nginx really sends, for the `files` it serves).
 */
export function pagesOutsidePolicy(
  publicDir: string,
  policyOf: (uri: string) => string | undefined,
  files: string[] = builtPageFiles(publicDir),
): string[] {
  const problems: string[] = [];
  for (const file of [...files].sort()) {
    const uri = pageUri(file);
    const policy = policyOf(uri);
    if (policy === undefined) {
      problems.push(`${uri}: no Content-Security-Policy`);
      continue;
    }
    for (const directive of ['script-src', 'style-src']) {
      const sources = sourcesOf(policy, directive);
      if (sources.has("'unsafe-inline'") || sources.has("'unsafe-eval'"))
        problems.push(`${uri}: its ${directive} allows 'unsafe-inline' or 'unsafe-eval'`);
    }
    const inline = inlineHashesOf(fs.readFileSync(path.join(publicDir, file), 'utf8'));
    const checks: [string[], string, string][] = [
      [inline.scripts, 'script-src', 'inline script'],
      [inline.styles, 'style-src', 'style element'],
    ];
    for (const [hashes, directive, what] of checks) {
      const allowed = sourcesOf(policy, directive);
      for (const hash of hashes) {
        if (!allowed.has(hash)) problems.push(`${uri}: ${what} ${hash} is not in its ${directive}`);
      }
    }
  }
  return problems;
}
