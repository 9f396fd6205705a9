import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { pageLanguage, type LocalizedHeadProps } from '../components/pageHead';
import { headTranslator } from '../i18n/headTranslator';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  return (
    <Layout>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <ul>
        <li>
          <Link href={localizePath('/', language)}>{t('notFound.backHome')}</Link>
        </li>
        <li>
          <Link href={localizePath('/docs/', language)}>{t('notFound.docs')}</Link>
        </li>
      </ul>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: LocalizedHeadProps) {
  const t = headTranslator(data, 'common');
  return (
    <Seo
      language={pageLanguage(pageContext)}
      pathname={location.pathname}
      title={t('notFound.title')}
      description={t('notFound.description')}
      isNotFound
    />
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...LocaleStrings
  }
`;
