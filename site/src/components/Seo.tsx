import { site } from '../config/site';
import { blog } from '../config/blog';
import { LANGUAGE_DIRECTION, type Language } from '../i18n/languages';
import { alternateLinks, localizePath, splitLanguage } from '../i18n/routing';
import { shareImageFor, type ShareImage } from '../seo/shareImages';
import { serializeJsonLd, type JsonLd } from '../seo/jsonLd';

export type SeoImage = ShareImage;

/** Longer titles are cut in search results; html-validate's long-title rule holds pages to it. */
export const TITLE_MAX_LENGTH = 70;

export interface SeoArticle {
  /** ISO date of publication. */
  publishedTime: string;
  author: string;
}

export interface SeoProps {
  language: Language;
  /** The page's own path, with its language prefix. */
  pathname: string;
  title: string;
  description: string;
  /** Not-found pages are not alternates of anything and must not be indexed. */
  isNotFound?: boolean;
  /** A page search engines should not list (a form's outcome), though it has its twin. */
  noIndex?: boolean;
  /** The picture shown when the page is shared; the language's default picture otherwise. */
  image?: SeoImage;
  /** Structured data (schema.org) for search engines. */
  jsonLd?: JsonLd;
  /** Blog posts are shared as articles. */
  article?: SeoArticle;
  /** Names of the blog feeds in the page's language, for their `<link rel="alternate">`. */
  feedTitles?: { rss: string; atom: string };
}

/** `<head>` content shared by every page: language, title, description, alternates, sharing cards, feeds. */
export function Seo({
  language,
  pathname,
  title,
  description,
  isNotFound = false,
  noIndex = false,
  image,
  article,
  feedTitles,
  jsonLd,
}: SeoProps) {
  const suffixed = `${title} | ${site.name}`;
  // Search results cut titles past about 70 characters: the site's name goes first.
  const fullTitle = title === site.name || suffixed.length > TITLE_MAX_LENGTH ? title : suffixed;
  const { path } = splitLanguage(pathname);
  const shared = shareImageFor(language, image);
  const imageUrl = `${site.url}${shared.src}`;
  return (
    <>
      <html lang={language} dir={LANGUAGE_DIRECTION[language]} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={language === 'fr' ? 'fr_FR' : 'en_GB'} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {isNotFound ? null : <meta property="og:url" content={`${site.url}${pathname}`} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(shared.width)} />
      <meta property="og:image:height" content={String(shared.height)} />
      <meta property="og:image:alt" content={shared.alt} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={shared.alt} />
      {article ? (
        <>
          <meta property="article:published_time" content={article.publishedTime} />
          <meta property="article:author" content={article.author} />
        </>
      ) : null}
      <meta name="theme-color" content="#121417" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {feedTitles ? (
        <>
          <link
            rel="alternate"
            type="application/rss+xml"
            title={feedTitles.rss}
            href={localizePath(blog.rssPath, language)}
          />
          <link
            rel="alternate"
            type="application/atom+xml"
            title={feedTitles.atom}
            href={localizePath(blog.atomPath, language)}
          />
        </>
      ) : null}
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      ) : null}
      {isNotFound || noIndex ? <meta name="robots" content="noindex" /> : null}
      {isNotFound ? null : (
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
