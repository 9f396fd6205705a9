import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkHostPolicies, HOST_HEADERS_FILE, PAGE_POLICIES_FILE, writeHostHeaders } from '../hostHeaders';
import { hashSource } from './inlineSources';
import { policiesInMap } from './policyMap';
import { RUNTIME_STYLE_ELEMENTS } from './runtimeStyles';

const COLOR_MODE = '(function(){document.documentElement.dataset.theme="dark"})()';
function page(pagePath: string): string {
  return `<!DOCTYPE html><html><head><style>main{margin:0}</style><script>${COLOR_MODE}</script></head>
<body><main><span style="position:absolute">skip</span></main>
<script id="gatsby-script-loader">window.pagePath="${pagePath}";</script><script src="/app.js"></script></body></html>`;
}

let siteDir: string;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-csp-'));
  fs.mkdirSync(path.join(siteDir, 'deploy'));
  for (const [file, pagePath] of [
    ['index.html', '/'],
    ['fr/docs/index.html', '/fr/docs/'],
    ['404.html', '/404.html'],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(siteDir, 'public', file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'public', file), page(pagePath));
  }
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

function policies(): Map<string, string> {
  return policiesInMap(fs.readFileSync(path.join(siteDir, 'deploy', PAGE_POLICIES_FILE), 'utf8'));
}

describe('the per-page Content-Security-Policy of the reference host', () => {
  it("gives each page the hashes of its own inline scripts and styles, and no 'unsafe-inline' for either", () => {
    const written = writeHostHeaders(siteDir);
    expect(written.problems).toEqual([]);
    expect(written.pages).toBe(3);
    const french = policies().get('/fr/docs/index.html') ?? '';
    expect(french).toContain(hashSource(COLOR_MODE));
    expect(french).toContain(hashSource('window.pagePath="/fr/docs/";'));
    expect(french).not.toContain(hashSource('window.pagePath="/";'));
    const styleSrc = /style-src ([^;]*);/.exec(french)?.[1]?.split(' ');
    expect(styleSrc).toEqual([
      "'self'",
      ...[hashSource('main{margin:0}'), ...RUNTIME_STYLE_ELEMENTS.map(hashSource)].sort(),
    ]);
    for (const policy of policies().values()) {
      expect(policy).not.toMatch(/(script|style)-src [^;]*'unsafe-inline'/);
      expect(policy).toMatch(/^default-src 'none'; /);
    }
    expect(policies().get('default')).toContain("script-src 'self';");
    expect(fs.readFileSync(path.join(siteDir, 'deploy', HOST_HEADERS_FILE), 'utf8')).toContain(
      'add_header Content-Security-Policy "$foyer_content_security_policy" always;',
    );
  });

  it('fails the check when a page carries an inline script its policy does not name', () => {
    writeHostHeaders(siteDir);
    const file = path.join(siteDir, 'public', 'fr/docs/index.html');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('</body>', '<script>fetch("/steal")</script></body>'),
    );
    expect(checkHostPolicies(siteDir)).toEqual([
      `/fr/docs/index.html: inline script ${hashSource('fetch("/steal")')} is not in its script-src`,
    ]);
  });

  it('fails the check on an added style element, and on a page the map does not know', () => {
    writeHostHeaders(siteDir);
    fs.writeFileSync(path.join(siteDir, 'public', 'new.html'), page('/new/'));
    const file = path.join(siteDir, 'public', 'index.html');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('<main>', '<main><style>main{color:red}</style>'),
    );
    expect(checkHostPolicies(siteDir)).toEqual([
      `/index.html: style element ${hashSource('main{color:red}')} is not in its style-src`,
      '/new.html: no Content-Security-Policy',
    ]);
  });
});

describe('the per-page policies on a warm build', () => {
  it('parses again only the pages whose HTML changed, and writes the same policies as a cold build', () => {
    expect(writeHostHeaders(siteDir).parsed).toBe(3);
    const cold = fs.readFileSync(path.join(siteDir, 'deploy', PAGE_POLICIES_FILE), 'utf8');
    expect(writeHostHeaders(siteDir).parsed).toBe(0);
    expect(fs.readFileSync(path.join(siteDir, 'deploy', PAGE_POLICIES_FILE), 'utf8')).toBe(cold);

    const file = path.join(siteDir, 'public', 'fr/docs/index.html');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('</body>', '<script>track()</script></body>'),
    );
    const warm = writeHostHeaders(siteDir);
    expect(warm.parsed).toBe(1);
    expect(warm.problems).toEqual([]);
    expect(policies().get('/fr/docs/index.html')).toContain(hashSource('track()'));
    expect(checkHostPolicies(siteDir)).toEqual([]);
  });

  it('parses every page again when the record is unreadable', () => {
    writeHostHeaders(siteDir);
    fs.writeFileSync(path.join(siteDir, '.cache/foyer/page-inline-hashes.json'), '{"version":');
    expect(writeHostHeaders(siteDir).parsed).toBe(3);
  });
});
