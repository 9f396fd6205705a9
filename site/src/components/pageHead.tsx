import type { HeadProps } from 'gatsby';
import { headTranslator } from '../i18n/headTranslator';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import type { JsonLd } from '../seo/jsonLd';
import type { LocaleStringsData } from '../i18n/localeStrings';
import type { PageKey } from './pageKeys';
import { Seo } from './Seo';
import { required } from '../templates/required';

export interface LanguageContext {
  language?: string;
}

export type LocalizedHeadProps = HeadProps<LocaleStringsData, LanguageContext>;

export function pageLanguage(pageContext: LanguageContext) {
  return isLanguage(pageContext.language) ? pageContext.language : DEFAULT_LANGUAGE;
}

/** Titles of the blog feeds linked from every page's head, in the page's language. */
export function feedTitles(data: LocaleStringsData | undefined) {
  const t = headTranslator(data, 'common');
  return { rss: t('blog.feed.rss'), atom: t('blog.feed.atom') };
}

/**
 * The `Head` export of a marketing page: title and description from pages.json,
 * and structured data when the page describes something (the home page: the organisation).
 * `noIndex` keeps a page (a form's outcome) out of search engines.
 */
export function pageHead(
  page: PageKey,
  jsonLd?: (language: Language) => JsonLd,
  { noIndex = false }: { noIndex?: boolean } = {},
) {
  return function Head({ data, pageContext, location }: LocalizedHeadProps) {
    const t = headTranslator(data, 'pages');
    const language = pageLanguage(pageContext);
    return (
      <Seo
        language={language}
        jsonLd={jsonLd?.(language)}
        noIndex={noIndex}
        pathname={location.pathname}
        title={t(`${page}.title`)}
        description={t(`${page}.description`)}
        feedTitles={feedTitles(data)}
      />
    );
  };
}

/** The `Head` export of an MDX page (doc or post): title and description from its front matter. */
export function MdxHead({
  data,
  pageContext,
  location,
}: HeadProps<
  LocaleStringsData & { mdx: { frontmatter: { title: string; description: string } } | null },
  LanguageContext
>) {
  const { title, description } = required(data.mdx, 'MDX node').frontmatter;
  return (
    <Seo
      language={pageLanguage(pageContext)}
      pathname={location.pathname}
      title={title}
      description={description}
      feedTitles={feedTitles(data)}
    />
  );
}
