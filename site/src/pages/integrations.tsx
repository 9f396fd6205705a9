import { graphql } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';

export default function IntegrationsPage() {
  return (
    <Layout>
      <PageIntro page="integrations" />
    </Layout>
  );
}

export const Head = pageHead('integrations');

export const query = graphql`
  query IntegrationsPage($language: String!) {
    ...LocaleStrings
  }
`;
