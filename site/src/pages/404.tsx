import { useEffect, useState } from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { WaitForFooter } from '../components/firstPaint';
import { pageLanguage, type LocalizedHeadProps } from '../components/pageHead';
import { headTranslator } from '../i18n/headTranslator';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { missingAddress, restoreMissingAddress } from '../notFound/missingAddress';
import { missingPathQuery } from '../notFound/missingPathQuery';
import { NotFoundSuggestions } from '../notFound/NotFoundSuggestions';

/**
 * The not-found page: the server renders it once per language, for every missing
 * address. Once it runs, it reads the address the visitor asked for and offers the
 * pages whose words match it; the fixed links stay below for anyone without script.
 */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  // Read after hydration: the server rendered this page for no address in particular.
  const [query, setQuery] = useState('');
  useEffect(() => {
    const missing = missingAddress();
    restoreMissingAddress(missing);
    setQuery(missingPathQuery(missing.pathname));
  }, []);
  const searchPath = localizePath('/search/', language);
  return (
    <Layout>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <NotFoundSuggestions query={query} language={language} />
      <ul>
        <li>
          <Link href={localizePath('/docs/', language)}>{t('notFound.docs')}</Link>
        </li>
        <li>
          {query ? (
            <Link href={`${searchPath}?${new URLSearchParams({ q: query }).toString()}`}>
              {t('notFound.searchFor', { query })}
            </Link>
          ) : (
            <Link href={searchPath}>{t('notFound.search')}</Link>
          )}
        </li>
        <li>
          <Link href={localizePath('/', language)}>{t('notFound.backHome')}</Link>
        </li>
      </ul>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: LocalizedHeadProps) {
  const t = headTranslator(data, 'common');
  return (
    <>
      <Seo
        language={pageLanguage(pageContext)}
        pathname={location.pathname}
        title={t('notFound.title')}
        description={t('notFound.description')}
        isNotFound
      />
      <WaitForFooter />
    </>
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...LocaleStrings
  }
`;
