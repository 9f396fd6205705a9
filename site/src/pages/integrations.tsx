import { graphql } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';
import { IntegrationsExplorer } from '../integrations/IntegrationsExplorer';

export default function IntegrationsPage() {
  return (
    <Layout>
      <PageIntro page="integrations" />
      <IntegrationsExplorer grouped headingLevel={2} />
    </Layout>
  );
}

export const Head = pageHead('integrations');

export const query = graphql`
  query IntegrationsPage($language: String!) {
    ...IntegrationsLocaleStrings
  }
`;
