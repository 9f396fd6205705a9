import { graphql } from 'gatsby';
import { Layout } from '../../components/Layout';
import { PageIntro } from '../../components/PageIntro';
import { pageHead } from '../../components/pageHead';

export default function PlusPrivacyPage() {
  return (
    <Layout>
      <PageIntro page="plusPrivacy" />
    </Layout>
  );
}

export const Head = pageHead('plusPrivacy');

export const query = graphql`
  query PlusPrivacyPage($language: String!) {
    ...LocaleStrings
  }
`;
