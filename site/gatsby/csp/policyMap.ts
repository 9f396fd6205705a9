import { contentSecurityPolicy } from '../../src/config/csp';
import type { Services } from '../../src/config/services';
import type { PageInlineHashes } from './pagePolicies';

/** The nginx variable that holds the policy of the file being answered. */
export const POLICY_VARIABLE = '$foyer_content_security_policy';

function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`cannot write ${value} in an nginx string`);
  return `"${value}"`;
}

/**
 * An nginx `map` from the answered file (`$uri`, after index and error-page look-ups) to its
 * Content-Security-Policy: each page gets the hashes of its own inline scripts and styles; any
 * other answer (page data, scripts, images, Markdown) gets the policy with none.
 */
export function policyMapConf(pages: PageInlineHashes[], services: Services): string {
  const lines = pages.map(
    ({ uri, inline }) => `  ${quoted(uri)} ${quoted(contentSecurityPolicy(services, inline))};`,
  );
  return [
    '# Generated after `gatsby build` from the built pages and site/src/config; do not edit.',
    '# Included in the http block of the reference host (http.conf), which sizes the map.',
    `map $uri ${POLICY_VARIABLE} {`,
    `  default ${quoted(contentSecurityPolicy(services))};`,
    ...lines,
    '}',
    '',
  ].join('\n');
}

/** The policies a generated map gives, by `$uri` (the default under `default`). */
export function policiesInMap(conf: string): Map<string, string> {
  const policies = new Map<string, string>();
  for (const match of conf.matchAll(/^\s+(default|"[^"]*")\s+"([^"]*)";$/gm)) {
    const key = match[1] === 'default' ? 'default' : (match[1] ?? '').slice(1, -1);
    policies.set(key, match[2] ?? '');
  }
  return policies;
}
