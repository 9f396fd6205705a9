import { graphql } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';

export default function OpenPage() {
  return (
    <Layout>
      <PageIntro page="open" />
    </Layout>
  );
}

export const Head = pageHead('open');

export const query = graphql`
  query OpenPage($language: String!) {
    ...LocaleStrings
  }
`;
