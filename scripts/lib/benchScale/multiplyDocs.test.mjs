import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { multiplyDocs } from './multiplyDocs.mjs';

const DOCS = {
  'en/index.mdx':
    '---\ntitle: Hardware and installation\ndescription: Home.\nimage: ../../images/home.jpg\n---\n\nSee the [Docker guide](/docs/installation/docker/).\n',
  'en/installation/docker.mdx':
    '---\ntitle: Install with Docker\ndescription: Docker.\nsidebarPosition: 2\nimage: ../../../images/docker.jpg\n---\n\n![Diagram](../../../images/diagram.png)\n',
  'en/integrations/index.mdx': '---\ntitle: "Integrations"\ndescription: All of them.\n---\n\nBody.\n',
  'fr/index.mdx':
    '---\ntitle: Matériel et installation\ndescription: Accueil.\nimage: ../../images/home.jpg\n---\n\nCorps.\n',
  'fr/installation/docker.mdx':
    '---\ntitle: Installer avec Docker\ndescription: Docker.\nimage: ../../../images/docker.jpg\n---\n\nCorps.\n',
  'fr/integrations/index.mdx': '---\ntitle: Intégrations\ndescription: Toutes.\n---\n\nCorps.\n',
};

let root;
let docsRoot;

const read = (relative) => fs.readFileSync(path.join(docsRoot, relative), 'utf8');
const listDocs = (language) =>
  fs
    .readdirSync(path.join(docsRoot, language), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .sort();
/** The file a relative reference of `doc` points at, relative to the content folder. */
const target = (doc, reference) =>
  path.relative(root, path.resolve(path.dirname(path.join(docsRoot, doc)), reference));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'multiply-docs-'));
  docsRoot = path.join(root, 'docs');
  for (const [file, text] of Object.entries(DOCS)) {
    fs.mkdirSync(path.dirname(path.join(docsRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(docsRoot, file), text);
  }
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('multiplyDocs', () => {
  it('gives each language N times its docs, the copies beside their originals with suffixed ids', () => {
    expect(multiplyDocs(docsRoot, 3)).toEqual({ en: 9, fr: 9 });
    expect(listDocs('en')).toHaveLength(9);
    expect(listDocs('fr')).toEqual(listDocs('en'));
    expect(listDocs('en')).toEqual(
      expect.arrayContaining(['installation/docker-copy-2.mdx', 'installation/docker-copy-3.mdx']),
    );
  });

  it('moves copies of index docs into a category folder, where the build accepts them', () => {
    multiplyDocs(docsRoot, 2);
    expect(listDocs('en')).toEqual(
      expect.arrayContaining([
        'installation/docs-home-copy-2.mdx',
        'installation/integrations-home-copy-2.mdx',
      ]),
    );
    expect(listDocs('en').filter((file) => file.startsWith('integrations/'))).toEqual([
      'integrations/index.mdx',
    ]);
    expect(listDocs('en').filter((file) => !file.includes('/'))).toEqual(['index.mdx']);
  });

  it('names each copy in its own language, so sidebars and search show distinct entries', () => {
    multiplyDocs(docsRoot, 2);
    expect(read('en/installation/docker-copy-2.mdx')).toMatch(/^title: Install with Docker \(copy 2\)$/m);
    expect(read('fr/installation/docker-copy-2.mdx')).toMatch(/^title: Installer avec Docker \(copie 2\)$/m);
    expect(read('en/installation/integrations-home-copy-2.mdx')).toMatch(
      /^title: "Integrations \(copy 2\)"$/m,
    );
  });

  it('keeps pictures and relative links pointing at the same files', () => {
    multiplyDocs(docsRoot, 2);
    const homeCopy = 'en/installation/docs-home-copy-2.mdx';
    expect(target(homeCopy, read(homeCopy).match(/^image: (.+)$/m)[1])).toBe('images/home.jpg');
    const dockerCopy = 'en/installation/docker-copy-2.mdx';
    expect(target(dockerCopy, read(dockerCopy).match(/^image: (.+)$/m)[1])).toBe('images/docker.jpg');
    expect(target(dockerCopy, read(dockerCopy).match(/\]\((.+)\)/)[1])).toBe('images/diagram.png');
    expect(read(homeCopy)).toContain('[Docker guide](/docs/installation/docker/)');
  });

  it('starts from the original docs on every run, so 1 means today’s content', () => {
    multiplyDocs(docsRoot, 4);
    expect(multiplyDocs(docsRoot, 2)).toEqual({ en: 6, fr: 6 });
    expect(listDocs('en')).toHaveLength(6);
    expect(multiplyDocs(docsRoot, 1)).toEqual({ en: 3, fr: 3 });
    expect(listDocs('en')).toEqual(['index.mdx', 'installation/docker.mdx', 'integrations/index.mdx']);
    expect(read('en/installation/docker.mdx')).toBe(DOCS['en/installation/docker.mdx']);
  });
});
