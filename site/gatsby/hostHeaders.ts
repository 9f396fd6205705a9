import fs from 'node:fs';
import path from 'node:path';
import { digestOf } from '../src/markdown/copyCache';
import { services } from '../src/config/services';
import { openInlineHashCache } from './csp/inlineHashCache';
import { pagesInlineHashes } from './csp/pagePolicies';
import { pagesOutsidePolicy, problemsWithPolicy } from './csp/pagesOutsidePolicy';
import { POLICY_VARIABLE, policiesInMap, policyMapConf } from './csp/policyMap';

/** `add_header` lines every location of the reference host includes. */
export const HOST_HEADERS_FILE = 'security-headers.generated.conf';
/** The http-level map from the answered file to its Content-Security-Policy. */
export const PAGE_POLICIES_FILE = 'page-policies.generated.conf';

/**
 * nginx `add_header` lines for every response. The policy comes from the generated map; HSTS
 * from `$foyer_strict_transport_security`, which the HTTPS host sets and the plain one leaves
 * empty (nginx sends no header for an empty value), so one set of locations serves both.
 */
export function hostHeaderLines(): string {
  const headers: [string, string][] = [
    ['Content-Security-Policy', POLICY_VARIABLE],
    ['Strict-Transport-Security', '$foyer_strict_transport_security'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
  ];
  const lines = headers.map(([name, value]) => `add_header ${name} "${value}" always;`);
  return `# Generated after \`gatsby build\` from site/src/config; do not edit.\n${lines.join('\n')}\n`;
}

export interface WrittenHostHeaders {
  files: string[];
  pages: number;
  /** Pages whose HTML changed since the last build, parsed again; the others' hashes were recorded. */
  parsed: number;
  /** Inline scripts or styles of a page that its policy does not allow; the build fails on any. */
  problems: string[];
}

/**
 * Writes the headers and the per-page policies of the built site for the reference nginx host,
 * then reads the written map back against each page's hashes, so a page whose policy lost one
 * fails the build. The pages are read once, and parsed only if their HTML changed since the last
 * build (site/.cache/foyer/); checkHostPolicies reads and parses them all again, for the tests.
 */
export function writeHostHeaders(siteDir: string): WrittenHostHeaders {
  const deployDir = path.join(siteDir, 'deploy');
  const publicDir = path.join(siteDir, 'public');
  // What finds a page's inline code (this folder's modules, htmlparser2): if it changes, every page is parsed again.
  const version = digestOf([path.join(siteDir, 'gatsby/csp'), path.join(siteDir, '../yarn.lock')]);
  const cache = openInlineHashCache(path.join(siteDir, '.cache/foyer/page-inline-hashes.json'), version);
  const pages = pagesInlineHashes(publicDir, cache);
  cache.save();
  const headersFile = path.join(deployDir, HOST_HEADERS_FILE);
  const policiesFile = path.join(deployDir, PAGE_POLICIES_FILE);
  fs.writeFileSync(headersFile, hostHeaderLines());
  const map = policyMapConf(pages, services);
  fs.writeFileSync(policiesFile, map);
  const policies = policiesInMap(map);
  const problems = pages.flatMap(({ uri, inline }) => problemsWithPolicy(uri, inline, policies.get(uri)));
  return { files: [headersFile, policiesFile], pages: pages.length, parsed: cache.parsed, problems };
}

/** The pages whose inline scripts or styles the generated map does not allow (see pagesOutsidePolicy). */
export function checkHostPolicies(siteDir: string): string[] {
  const policies = policiesInMap(fs.readFileSync(path.join(siteDir, 'deploy', PAGE_POLICIES_FILE), 'utf8'));
  return pagesOutsidePolicy(path.join(siteDir, 'public'), (uri) => policies.get(uri));
}
