import { graphql } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';

export default function SearchPage() {
  return (
    <Layout>
      <PageIntro page="search" />
    </Layout>
  );
}

export const Head = pageHead('search');

export const query = graphql`
  query SearchPage($language: String!) {
    ...LocaleStrings
  }
`;
