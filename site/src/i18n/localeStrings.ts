import { graphql } from 'gatsby';

/** Every page query spreads this fragment so its UI strings ship with its page data. */
export const localeStringsFragment = graphql`
  fragment LocaleStrings on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

export interface LocaleStringsData {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] };
}
