import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripNullBytes } from './stripNullBytes';

it('removes the NUL bytes React leaves before multi-byte characters, and only from HTML', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nul-'));
  fs.mkdirSync(path.join(root, 'fr'));
  fs.writeFileSync(
    path.join(root, 'fr/index.html'),
    Buffer.from('\u0000<a href="#mat\u0000ériel">\u0000\u0000x</a>\u0000', 'utf8'),
  );
  fs.writeFileSync(path.join(root, 'clean.html'), '<p>ok</p>');
  fs.writeFileSync(path.join(root, 'data.bin'), Buffer.from([1, 0, 2]));
  expect(stripNullBytes(root)).toEqual([path.join('fr', 'index.html')]);
  expect(fs.readFileSync(path.join(root, 'fr/index.html'), 'utf8')).toBe('<a href="#matériel">x</a>');
  expect([...fs.readFileSync(path.join(root, 'data.bin'))]).toEqual([1, 0, 2]);
});
