import { graphql } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';
import { IntegrationsExplorerIsland } from '../lazy/islands';

export default function IntegrationsPage() {
  return (
    <Layout>
      <PageIntro page="integrations" />
      {/* The server HTML lists every integration at once; searching and filtering wake up after load, or on the first touch. */}
      <IntegrationsExplorerIsland grouped headingLevel={2} />
    </Layout>
  );
}

export const Head = pageHead('integrations');

export const query = graphql`
  query IntegrationsPage($language: String!) {
    ...IntegrationsLocaleStrings
  }
`;
