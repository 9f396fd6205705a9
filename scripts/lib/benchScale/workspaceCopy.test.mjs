import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copyRepository } from './workspaceCopy.mjs';

describe('copyRepository', () => {
  it('copies the sources, and neither a socket nor the forms receiver’s data, nor build output', async () => {
    const from = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-copy-from-'));
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-copy-to-')), 'copy');
    fs.mkdirSync(path.join(from, 'site/content'), { recursive: true });
    fs.writeFileSync(path.join(from, 'site/content/doc.mdx'), '# Doc');
    fs.mkdirSync(path.join(from, 'site/public'), { recursive: true });
    fs.writeFileSync(path.join(from, 'site/public/index.html'), '<p>built</p>');
    const data = path.join(from, 'forms-receiver/data');
    fs.mkdirSync(path.join(data, 'mail'), { recursive: true });
    fs.writeFileSync(path.join(data, 'mail/1.eml'), 'To: someone@example.org');
    // A running receiver's operator socket, as `npm start` leaves it (and one elsewhere).
    const servers = [path.join(data, 'operator.sock'), path.join(from, 'site/other.sock')].map(
      (file) =>
        new Promise((resolve) => {
          const server = net.createServer();
          server.listen(file, () => resolve(server));
        }),
    );
    const listening = await Promise.all(servers);
    try {
      copyRepository(target, from);
      expect(fs.readFileSync(path.join(target, 'site/content/doc.mdx'), 'utf8')).toBe('# Doc');
      expect(fs.existsSync(path.join(target, 'site/public'))).toBe(false);
      expect(fs.existsSync(path.join(target, 'forms-receiver/data'))).toBe(false);
      expect(fs.existsSync(path.join(target, 'site/other.sock'))).toBe(false);
    } finally {
      await Promise.all(listening.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
