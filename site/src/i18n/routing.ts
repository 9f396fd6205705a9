import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

export interface LocatedPath {
  language: Language;
  /** The path without its language prefix, always starting with a slash. */
  path: string;
}

/** '/fr/docs/' → { fr, '/docs/' }; '/docs/' → { en, '/docs/' }; '/en/x/' → { en, '/x/' }. */
export function splitLanguage(pathname: string): LocatedPath {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(pathname);
  if (match && isLanguage(match[1])) {
    return { language: match[1], path: match[2] || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** Adds the language prefix to a language-neutral path ('/docs/' → '/fr/docs/'). */
export function localizePath(path: string, language: Language): string {
  const neutral = path.startsWith('/') ? path : `/${path}`;
  return language === DEFAULT_LANGUAGE ? neutral : `/${language}${neutral}`;
}

/** The same page in another language, keeping query and hash. */
export function switchLanguageUrl(
  location: { pathname: string; search?: string; hash?: string },
  target: Language,
): string {
  const { path } = splitLanguage(location.pathname);
  return `${localizePath(path, target)}${location.search ?? ''}${location.hash ?? ''}`;
}

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** hreflang alternates for a page, with x-default pointing at the default language. */
export function alternateLinks(path: string, siteUrl: string): AlternateLink[] {
  const { path: neutral } = splitLanguage(path);
  const links = LANGUAGES.map((language) => ({
    hrefLang: language,
    href: `${siteUrl}${localizePath(neutral, language)}`,
  }));
  return [...links, { hrefLang: 'x-default', href: `${siteUrl}${localizePath(neutral, DEFAULT_LANGUAGE)}` }];
}
