import { graphql } from 'gatsby';
import { Layout } from '../../components/Layout';
import { pageHead } from '../../components/pageHead';
import { PlusFaq } from '../../components/plus/PlusFaq';
import { PlusFeatures } from '../../components/plus/PlusFeatures';
import { PlusHero } from '../../components/plus/PlusHero';
import { PlusLegalLinks } from '../../components/plus/PlusLegalLinks';
import { PlusPricing } from '../../components/plus/PlusPricing';
import { PlusSignup } from '../../components/plus/PlusSignup';

/** Foyer Plus: what it adds, what it costs, the signup form and the usual questions. */
export default function PlusPage() {
  return (
    <Layout>
      <PlusHero />
      <PlusFeatures />
      <PlusPricing />
      <PlusSignup />
      <PlusFaq />
      <PlusLegalLinks />
    </Layout>
  );
}

export const Head = pageHead('plus');

export const query = graphql`
  query PlusPage($language: String!) {
    ...PlusLocaleStrings
  }
`;
