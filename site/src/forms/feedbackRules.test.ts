import fs from 'node:fs';
import path from 'node:path';
import { locateContent } from '../../gatsby/contentPaths';
import { docPageLanguage, isDocPagePath, isFeedbackAnswer } from './feedbackRules';

const docsRoot = path.resolve(__dirname, '../../content/docs');

describe('feedback rules', () => {
  it.each([
    '/docs/',
    '/docs/installation/',
    '/docs/installation/docker/',
    '/docs/integrations/philips-hue/',
    '/fr/docs/',
    '/fr/docs/installation/docker-compose/',
  ])('%s is a doc page', (path) => {
    expect(isDocPagePath(path)).toBe(true);
  });

  it('accepts the address of every doc in both languages, and only in its language', () => {
    const docs = fs
      .readdirSync(docsRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => locateContent('docs', file.split(path.sep).join('/')));
    expect(docs.length).toBeGreaterThan(100);
    for (const doc of docs) {
      expect({ path: doc.path, ok: isDocPagePath(doc.path) }).toEqual({ path: doc.path, ok: true });
      expect(docPageLanguage(doc.path)).toBe(doc.language);
    }
  });

  it.each([
    '',
    '/',
    '/contact/',
    '/blog/foyer-4-58/',
    '/docs',
    '/docs/installation/docker',
    '/docs/installation/docker/extra/',
    '/en/docs/installation/docker/',
    '/de/docs/installation/docker/',
    '/docs/Installation/Docker/',
    '/docs/installation/docker/?tabs=compose',
    '/docs/installation/docker/#ports',
    '/docs/../contact/',
    '/docs/-docker/',
    'https://foyer.example/docs/',
    `/docs/${'a'.repeat(200)}/`,
    42,
    undefined,
  ])('%p is not', (path) => {
    expect(isDocPagePath(path)).toBe(false);
  });

  it('reads the language from the address', () => {
    expect(docPageLanguage('/fr/docs/installation/docker/')).toBe('fr');
    expect(docPageLanguage('/docs/installation/docker/')).toBe('en');
  });

  it('knows the two answers', () => {
    expect(isFeedbackAnswer('yes')).toBe(true);
    expect(isFeedbackAnswer('no')).toBe(true);
    expect(isFeedbackAnswer('maybe')).toBe(false);
    expect(isFeedbackAnswer(['yes'])).toBe(false);
  });
});
