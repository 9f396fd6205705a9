import { graphql } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';

export default function PaymentSuccessPage() {
  return (
    <Layout>
      <PageIntro page="paymentSuccess" />
    </Layout>
  );
}

export const Head = pageHead('paymentSuccess');

export const query = graphql`
  query PaymentSuccessPage($language: String!) {
    ...LocaleStrings
  }
`;
