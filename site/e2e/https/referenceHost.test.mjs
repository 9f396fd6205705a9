// The reference host over HTTPS, as deployed: nginx-https.conf on ports 80 and 443 with a
// certificate from a throw-away authority, scanned by the MDN HTTP Observatory. Needs root:
// it binds ports 80 and 443 and names foyer.test in /etc/hosts (the scanner scans those ports
// by name). Run with `node --test site/e2e/https/` after building the site.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { after, before, describe, it } from 'node:test';
import { startNginx } from '../../../scripts/lib/nginx.mjs';
import { installObservatory, scanWithObservatory } from '../../../scripts/lib/observatory.mjs';
import { createTestCertificates } from '../../../scripts/lib/testCertificateAuthority.mjs';

const HOST = 'foyer.test';
const HOSTS_LINE = `127.0.0.1 ${HOST}`;

/** One GET, redirects not followed; `ca` is the only authority trusted over HTTPS. */
function request(url, ca) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const req = client.get(url, { ca }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

let certificates;
let server;
let ca;

before(async () => {
  if (process.getuid?.() !== 0) {
    throw new Error('The HTTPS host test binds ports 80 and 443 and edits /etc/hosts: run it as root');
  }
  installObservatory();
  certificates = createTestCertificates(HOST);
  ca = fs.readFileSync(certificates.caCertificate);
  if (!fs.readFileSync('/etc/hosts', 'utf8').split('\n').includes(HOSTS_LINE)) {
    fs.appendFileSync('/etc/hosts', `\n${HOSTS_LINE}\n`);
  }
  server = await startNginx({
    port: 80,
    tls: { httpsPort: 443, certificate: certificates.certificate, key: certificates.key },
  });
});

after(async () => {
  await server?.stop();
  certificates?.remove();
});

describe('the reference host over HTTPS (site/deploy/nginx-https.conf)', () => {
  it('answers plain HTTP with a 301 to the same path on HTTPS', async () => {
    const answer = await request(`http://${HOST}/fr/docs/?tabs=install-method:compose`);
    assert.equal(answer.status, 301);
    assert.equal(answer.headers.location, `https://${HOST}/fr/docs/?tabs=install-method:compose`);
  });

  it('serves the pages over HTTPS with HSTS, the strict policy and the other headers', async () => {
    const answer = await request(`https://${HOST}/fr/docs/`, ca);
    assert.equal(answer.status, 200);
    assert.match(answer.body, /<html lang="fr"/);
    const hsts = answer.headers['strict-transport-security'] ?? '';
    assert.ok(Number(/max-age=(\d+)/.exec(hsts)?.[1]) >= 31_536_000, `HSTS: ${hsts}`);
    assert.match(hsts, /includeSubDomains/);
    const csp = answer.headers['content-security-policy'];
    assert.match(csp, /^default-src 'none'; script-src 'self' 'sha256-[^;]+; style-src 'self' 'sha256-/);
    assert.doesNotMatch(csp, /(script|style)-src [^;]*'unsafe-(inline|eval)'/);
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
    assert.equal(answer.headers['cross-origin-opener-policy'], 'same-origin');
    assert.equal(answer.headers['cross-origin-resource-policy'], 'same-origin');
    assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  });

  it("answers an unknown path with 404 and the locale's not-found page, with the same headers", async () => {
    const french = await request(`https://${HOST}/fr/docs/instalation/synology/`, ca);
    assert.equal(french.status, 404);
    assert.match(french.body, /<html lang="fr"/);
    assert.match(french.headers['strict-transport-security'] ?? '', /max-age=/);
    assert.doesNotMatch(french.headers['content-security-policy'], /(script|style)-src [^;]*'unsafe-inline'/);
    const english = await request(`https://${HOST}/docs/instalation/synology/`, ca);
    assert.equal(english.status, 404);
    assert.match(english.body, /<html lang="en"/);
  });

  it('grades A+ with the MDN HTTP Observatory', () => {
    const result = scanWithObservatory(HOST, certificates.caCertificate);
    const { grade, score, testsPassed, testsQuantity } = result.scan;
    const lines = Object.entries(result.tests).map(
      ([name, test]) =>
        `  ${test.pass ? '✓' : '✕'} ${name.padEnd(32)} ${String(test.result).padEnd(52)} ${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier}`,
    );
    console.log(
      `MDN HTTP Observatory on https://${HOST}/: ${grade} (${score}/100), ${testsPassed}/${testsQuantity} tests passed\n${lines.join('\n')}`,
    );
    assert.equal(grade, 'A+');
    assert.ok(score >= 100, `score ${score}`);
  });
});
