import fs from 'node:fs';
import path from 'node:path';
import type { InlineHashes } from '../../src/config/csp';
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
 * What one page's policy fails to allow of the page's inline code, or allows that is unsafe:
 * one line each, naming page and hash.
 */
export function problemsWithPolicy(uri: string, inline: InlineHashes, policy: string | undefined): string[] {
  if (policy === undefined) return [`${uri}: no Content-Security-Policy`];
  const problems: string[] = [];
  const checks: [string[], string, string][] = [
    [inline.scripts, 'script-src', 'inline script'],
    [inline.styles, 'style-src', 'style element'],
  ];
  for (const [hashes, directive, what] of checks) {
    const allowed = sourcesOf(policy, directive);
    if (allowed.has("'unsafe-inline'") || allowed.has("'unsafe-eval'"))
      problems.push(`${uri}: its ${directive} allows 'unsafe-inline' or 'unsafe-eval'`);
    for (const hash of hashes) {
      if (!allowed.has(hash)) problems.push(`${uri}: ${what} ${hash} is not in its ${directive}`);
    }
  }
  return problems;
}

/**
 * problemsWithPolicy for built pages read from disk, against the policy the host sends for each
 * (`policyOf`): the generated map, or the headers nginx really sends for the `files` it serves.
 */
export function pagesOutsidePolicy(
  publicDir: string,
  policyOf: (uri: string) => string | undefined,
  files: string[] = builtPageFiles(publicDir),
): string[] {
  return [...files].sort().flatMap((file) => {
    const uri = pageUri(file);
    const inline = inlineHashesOf(fs.readFileSync(path.join(publicDir, file), 'utf8'));
    return problemsWithPolicy(uri, inline, policyOf(uri));
  });
}
