import { XMLParser } from 'fast-xml-parser';
import { isListedPath, robotsTxt, sitemapXml } from './sitemap';

describe('sitemap', () => {
  const xml = sitemapXml(
    ['/', '/fr/', '/docs/', '/fr/docs/', '/404/', '/fr/404.html', '/404.html'],
    'https://foyer.example',
  );
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    urlset: { url: { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[] };
  };

  it('lists every page of both languages, without the not-found pages', () => {
    expect(parsed.urlset.url.map((url) => url.loc)).toEqual([
      'https://foyer.example/',
      'https://foyer.example/docs/',
      'https://foyer.example/fr/',
      'https://foyer.example/fr/docs/',
    ]);
  });

  it('names both language twins and the default of each page', () => {
    const frenchDocs = parsed.urlset.url.find((url) => url.loc === 'https://foyer.example/fr/docs/');
    expect(frenchDocs?.['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['en', 'https://foyer.example/docs/'],
      ['fr', 'https://foyer.example/fr/docs/'],
      ['x-default', 'https://foyer.example/docs/'],
    ]);
  });

  it('keeps not-found pages out', () => {
    expect(isListedPath('/404/')).toBe(false);
    expect(isListedPath('/fr/404/')).toBe(false);
    expect(isListedPath('/blog/')).toBe(true);
  });

  it("keeps the forms' result pages and the newsletter pages out, in both languages", () => {
    for (const path of [
      '/forms/sent/',
      '/fr/forms/failed/',
      '/newsletter/confirm/',
      '/fr/newsletter/unsubscribe/',
    ]) {
      expect(isListedPath(path)).toBe(false);
    }
    expect(isListedPath('/contact/')).toBe(true);
  });

  it('points crawlers at the sitemap', () => {
    expect(robotsTxt('https://foyer.example')).toContain('Sitemap: https://foyer.example/sitemap.xml');
  });
});
