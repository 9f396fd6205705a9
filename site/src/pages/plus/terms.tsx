import { graphql } from 'gatsby';
import { Layout } from '../../components/Layout';
import { PageIntro } from '../../components/PageIntro';
import { pageHead } from '../../components/pageHead';

export default function PlusTermsPage() {
  return (
    <Layout>
      <PageIntro page="plusTerms" />
    </Layout>
  );
}

export const Head = pageHead('plusTerms');

export const query = graphql`
  query PlusTermsPage($language: String!) {
    ...LocaleStrings
  }
`;
