import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtPageFiles } from './builtPages';

it('lists the pages of a built site, not the slices waiting to be stitched nor page data', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'built-'));
  const files = [
    'index.html',
    'fr/docs/index.html',
    '404.html',
    '_gatsby/slices/docs-sidebar-en-1.html',
    'page-data/index.html',
    'rss.xml',
  ];
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '<p>x</p>');
  }
  fs.mkdirSync(path.join(root, 'odd.html'));
  expect(builtPageFiles(root).sort()).toEqual([
    '404.html',
    path.join('fr', 'docs', 'index.html'),
    'index.html',
  ]);
});
