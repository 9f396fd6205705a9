import { headTranslator } from './headTranslator';
import type { LocaleStringsData } from './localeStrings';

const data: LocaleStringsData = {
  locales: {
    edges: [
      { node: { ns: 'common', language: 'fr', data: JSON.stringify({ nav: { docs: 'Docs' } }) } },
      {
        node: {
          ns: 'pages',
          language: 'fr',
          data: JSON.stringify({ blog: { title: 'Blog', page: 'Page {{number}} sur {{total}} — <b>' } }),
        },
      },
    ],
  },
};

describe('headTranslator', () => {
  it('reads the strings of one namespace of the page data, with values filled in as written', () => {
    const t = headTranslator(data, 'pages');
    expect(t('blog.title')).toBe('Blog');
    expect(t('blog.page', { number: 2, total: 5 })).toBe('Page 2 sur 5 — <b>');
  });

  it('fails on a string the namespace lacks, rather than showing its key', () => {
    expect(() => headTranslator(data, 'pages')('nav.docs')).toThrow('Missing UI string pages:nav.docs');
    expect(() => headTranslator(undefined, 'common')('nav.docs')).toThrow(
      'Missing UI string common:nav.docs',
    );
  });
});
