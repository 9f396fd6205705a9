import { externalLinks } from '../config/externalLinks';
import { site } from '../config/site';
import { LANGUAGE_TAGS, type Language } from '../i18n/languages';
import { localizePath } from '../i18n/routing';
import { DEFAULT_SHARE_IMAGES } from './shareImages';

export type JsonLd = Record<string, unknown>;

function organization(): JsonLd {
  return {
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: `${site.url}/`,
    logo: `${site.url}${DEFAULT_SHARE_IMAGES.en.src}`,
    sameAs: [externalLinks.repository, ...Object.values(externalLinks.social)],
  };
}

/** Describes the project to search engines; on the home page of each language. */
export function organizationJsonLd(language: Language): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...organization(),
    url: `${site.url}${localizePath('/', language)}`,
  };
}

export interface ArticleFacts {
  language: Language;
  /** The post's path, with its language prefix. */
  pathname: string;
  headline: string;
  description: string;
  /** ISO date of publication. */
  datePublished: string;
  authorName: string;
  /** Absolute address of the author's page. */
  authorUrl: string;
  /** Absolute address of the shared picture. */
  imageUrl: string;
}

/** A blog post as a schema.org BlogPosting, published by the organisation. */
export function articleJsonLd(facts: ArticleFacts): JsonLd {
  const url = `${site.url}${facts.pathname}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: url,
    url,
    headline: facts.headline,
    description: facts.description,
    inLanguage: LANGUAGE_TAGS[facts.language],
    datePublished: facts.datePublished,
    image: facts.imageUrl,
    author: { '@type': 'Person', name: facts.authorName, url: facts.authorUrl },
    publisher: organization(),
  };
}

/** JSON for an inline script: `<` is escaped so no value can close the script element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
