import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { pagesOutsidePolicy } from '../gatsby/csp/pagesOutsidePolicy';
import { checkHostPolicies, PAGE_POLICIES_FILE } from '../gatsby/hostHeaders';
import { builtPageFiles } from '../gatsby/builtPages';
import { pageUri } from '../gatsby/csp/pagePolicies';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';
import { isCspViolation, takeCspViolations } from './support/cspViolations';
import { get } from './support/server';

const publicDir = path.resolve(__dirname, '../public');

/**
 * The address a visitor asks for to be answered with a built file: its folder, or a missing page
 * for the not-found pages. Gatsby's /404/ copies are never served (the host answers 404 there).
 */
function requestPathOf(uri: string): string | undefined {
  if (uri === '/404.html') return '/no-such-page/';
  if (uri === '/fr/404.html') return '/fr/no-such-page/';
  if (/^(\/fr)?\/404\/index\.html$/.test(uri)) return undefined;
  return uri.replace(/index\.html$/, '');
}

describe('the Content-Security-Policy the host sends', () => {
  it("allows every built page's inline scripts and styles by hash, and nothing unsafe", async () => {
    const policies = new Map<string, string>();
    const served = builtPageFiles(publicDir).filter((file) => requestPathOf(pageUri(file)) !== undefined);
    for (const file of served) {
      const response = await get(requestPathOf(pageUri(file)) ?? '');
      expect([200, 404]).toContain(response.status);
      policies.set(pageUri(file), response.headers.get('content-security-policy') ?? '');
    }
    expect(policies.size).toBeGreaterThan(250);
    expect(pagesOutsidePolicy(publicDir, (uri) => policies.get(uri), served)).toEqual([]);
    // Pages differ by Gatsby's own inline script (window.pagePath), so each policy is the page's own.
    expect(policies.get('/index.html')).not.toEqual(policies.get('/fr/index.html'));
  });

  it('isolates the site from other origins and sends no HSTS over plain HTTP', async () => {
    const response = await get('/fr/docs/');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; script-src 'self' 'sha256-/,
    );
  });
});

describe("the build's policy check", () => {
  it('fails when a built page carries an inline script its policy does not name', () => {
    // A copy of one built page and of the generated map, so the real build is left alone.
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-csp-check-'));
    try {
      const page = path.join(siteDir, 'public', 'fr', 'docs', 'index.html');
      fs.mkdirSync(path.dirname(page), { recursive: true });
      fs.mkdirSync(path.join(siteDir, 'deploy'));
      fs.copyFileSync(path.join(publicDir, 'fr', 'docs', 'index.html'), page);
      fs.copyFileSync(
        path.resolve(__dirname, '../deploy', PAGE_POLICIES_FILE),
        path.join(siteDir, 'deploy', PAGE_POLICIES_FILE),
      );
      expect(checkHostPolicies(siteDir)).toEqual([]);
      fs.writeFileSync(
        page,
        fs.readFileSync(page, 'utf8').replace('</body>', '<script>alert(1)</script></body>'),
      );
      expect(checkHostPolicies(siteDir)).toEqual([
        "/fr/docs/index.html: inline script 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=' is not in its script-src",
      ]);
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});

describe('a browser under that policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('refuses an inline script the page did not ship, and the browser tests see the refusal', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    const refusal = page.waitForEvent('console', { predicate: isCspViolation });
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await refusal).text()).toMatch(/inline script violates the following Content Security Policy/);
    // The refusal was collected for failOnCspViolation, which would fail this test: it is expected here.
    expect(takeCspViolations()).toEqual([expect.stringContaining('inline script violates')]);
    await context.close();
  });
});
