import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/Layout';
import { pageHead } from '../components/pageHead';
import { organizationJsonLd } from '../seo/jsonLd';
import { HomeFeatures, HomeHero, HomeInstall, HomePrivacy } from '../components/home';
import { IntegrationsExplorerIsland, NewsletterFormIsland } from '../lazy/islands';
import * as styles from '../components/home/home.css';

export default function HomePage() {
  const { t } = useTranslation('integrations');
  return (
    <Layout>
      <HomeHero />
      <HomeFeatures />
      <HomePrivacy />
      <section aria-labelledby="integrations" className={styles.section}>
        <h2 id="integrations">{t('catalogue.title')}</h2>
        <p>{t('catalogue.intro')}</p>
        <IntegrationsExplorerIsland />
      </section>
      <HomeInstall />
      <NewsletterFormIsland />
    </Layout>
  );
}

export const Head = pageHead('home', organizationJsonLd);

export const query = graphql`
  query HomePage($language: String!) {
    ...HomeLocaleStrings
  }
`;
