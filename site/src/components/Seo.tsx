import { site } from '../config/site';
import { LANGUAGE_DIRECTION, type Language } from '../i18n/languages';
import { alternateLinks, splitLanguage } from '../i18n/routing';

export interface SeoProps {
  language: Language;
  /** The page's own path, with its language prefix. */
  pathname: string;
  title: string;
  description: string;
  /** Not-found pages are not alternates of anything and must not be indexed. */
  isNotFound?: boolean;
}

/** `<head>` content shared by every page: language, title, description, alternates. */
export function Seo({ language, pathname, title, description, isNotFound = false }: SeoProps) {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const { path } = splitLanguage(pathname);
  return (
    <>
      <html lang={language} dir={LANGUAGE_DIRECTION[language]} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={language === 'fr' ? 'fr_FR' : 'en_GB'} />
      <meta name="theme-color" content="#121417" />
      {isNotFound ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={`${site.url}${pathname}`} />
          {alternateLinks(path, site.url).map((link) => (
            <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
          ))}
        </>
      )}
    </>
  );
}
