import { graphql } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';

export default function StarterKitPage() {
  return (
    <Layout>
      <PageIntro page="starterKit" />
    </Layout>
  );
}

export const Head = pageHead('starterKit');

export const query = graphql`
  query StarterKitPage($language: String!) {
    ...LocaleStrings
  }
`;
