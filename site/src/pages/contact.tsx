import { graphql } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';

export default function ContactPage() {
  return (
    <Layout>
      <PageIntro page="contact" />
    </Layout>
  );
}

export const Head = pageHead('contact');

export const query = graphql`
  query ContactPage($language: String!) {
    ...LocaleStrings
  }
`;
