import { alternateLinks, localizePath, splitLanguage, switchLanguageUrl } from './routing';

describe('routing', () => {
  it('reads the language from the path, English when there is no prefix', () => {
    expect(splitLanguage('/fr/docs/installation/docker/')).toEqual({
      language: 'fr',
      path: '/docs/installation/docker/',
    });
    expect(splitLanguage('/fr/')).toEqual({ language: 'fr', path: '/' });
    expect(splitLanguage('/docs/')).toEqual({ language: 'en', path: '/docs/' });
    expect(splitLanguage('/en/contact/')).toEqual({ language: 'en', path: '/contact/' });
    expect(splitLanguage('/free-mobile/')).toEqual({ language: 'en', path: '/free-mobile/' });
  });

  it('prefixes every language but English', () => {
    expect(localizePath('/plus/', 'en')).toBe('/plus/');
    expect(localizePath('/plus/', 'fr')).toBe('/fr/plus/');
    expect(localizePath('/', 'fr')).toBe('/fr/');
  });

  it('switches language keeping path, query and hash', () => {
    expect(switchLanguageUrl({ pathname: '/search/', search: '?q=zigbee', hash: '#results' }, 'fr')).toBe(
      '/fr/search/?q=zigbee#results',
    );
    expect(switchLanguageUrl({ pathname: '/fr/docs/api/rest-api/', hash: '#auth' }, 'en')).toBe(
      '/docs/api/rest-api/#auth',
    );
  });

  it('lists hreflang alternates with x-default on English', () => {
    expect(alternateLinks('/fr/blog/', 'https://foyer.example')).toEqual([
      { hrefLang: 'en', href: 'https://foyer.example/blog/' },
      { hrefLang: 'fr', href: 'https://foyer.example/fr/blog/' },
      { hrefLang: 'x-default', href: 'https://foyer.example/blog/' },
    ]);
  });
});
