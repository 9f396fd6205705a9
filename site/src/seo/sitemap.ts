import { XMLBuilder } from 'fast-xml-parser';
import { UNLISTED_ROUTES } from '../config/formPages';
import { alternateLinks, splitLanguage } from '../i18n/routing';

/**
 * Pages worth listing: not Gatsby's not-found pages, not the unlisted form outcomes and
 * newsletter pages, and only canonical (trailing-slash) addresses.
 */
export function isListedPath(path: string): boolean {
  return (
    !/(^|\/)404(\.html|\/)?$/.test(path) &&
    !path.includes('/dev-404-page/') &&
    path.endsWith('/') &&
    !UNLISTED_ROUTES.includes(splitLanguage(path).path)
  );
}

/**
 * The sitemap of every listed page, each entry naming its twins in the other
 * language (`xhtml:link rel="alternate" hreflang`) so search engines pair them.
 */
export function sitemapXml(paths: string[], siteUrl: string): string {
  const urls = [...new Set(paths.filter(isListedPath))].sort().map((path) => ({
    loc: `${siteUrl}${path}`,
    'xhtml:link': alternateLinks(path, siteUrl).map((link) => ({
      '@_rel': 'alternate',
      '@_hreflang': link.hrefLang,
      '@_href': link.href,
    })),
  }));
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      url: urls,
    },
  })}`;
}

/** Every page may be crawled; the sitemap says where they are. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
