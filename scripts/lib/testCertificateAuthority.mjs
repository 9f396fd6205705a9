import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function openssl(args, cwd) {
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * A throw-away certificate authority and a server certificate it signed for `hostName`,
 * made with openssl in a new temporary folder, for serving the reference host over HTTPS
 * in the tests. Nothing is installed system-wide: clients are given `caCertificate`.
 */
export function createTestCertificates(hostName) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-test-ca-'));
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=Foyer test CA',
    ],
    dir,
  );
  fs.writeFileSync(
    path.join(dir, 'server.ext'),
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      `subjectAltName=DNS:${hostName}`,
      '',
    ].join('\n'),
  );
  openssl(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${hostName}`], dir);
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      'server.ext',
      '-out',
      'server.pem',
    ],
    dir,
  );
  // nginx serves the chain: the server certificate, then the authority's.
  fs.writeFileSync(
    path.join(dir, 'fullchain.pem'),
    fs.readFileSync(path.join(dir, 'server.pem'), 'utf8') + fs.readFileSync(path.join(dir, 'ca.pem'), 'utf8'),
  );
  return {
    dir,
    caCertificate: path.join(dir, 'ca.pem'),
    certificate: path.join(dir, 'fullchain.pem'),
    key: path.join(dir, 'server.key'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
