import { graphql } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';

export default function HomePage() {
  return (
    <Layout>
      <PageIntro page="home" />
    </Layout>
  );
}

export const Head = pageHead('home');

export const query = graphql`
  query HomePage($language: String!) {
    ...LocaleStrings
  }
`;
