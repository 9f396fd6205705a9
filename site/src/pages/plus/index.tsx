import { graphql } from 'gatsby';
import { Layout } from '../../components/Layout';
import { PageIntro } from '../../components/PageIntro';
import { pageHead } from '../../components/pageHead';

export default function PlusPage() {
  return (
    <Layout>
      <PageIntro page="plus" />
    </Layout>
  );
}

export const Head = pageHead('plus');

export const query = graphql`
  query PlusPage($language: String!) {
    ...LocaleStrings
  }
`;
