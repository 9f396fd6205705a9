import { graphql } from 'gatsby';

/*
 * Every page query spreads one of these fragments so its UI strings ship with its
 * page data. `common` (chrome) and `pages` (titles and descriptions) go everywhere;
 * the longer copy of a page lives in its own namespace and ships only with it.
 */

export const localeStringsFragment = graphql`
  fragment LocaleStrings on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
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

/** Pages with a form: the contact page and blog posts (newsletter). */
export const formLocaleStringsFragment = graphql`
  fragment FormLocaleStrings on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "forms"] } }) {
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

export const homeLocaleStringsFragment = graphql`
  fragment HomeLocaleStrings on Query {
    locales: allLocale(
      filter: {
        language: { eq: $language }
        ns: { in: ["common", "pages", "forms", "home", "integrations"] }
      }
    ) {
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

export const integrationsLocaleStringsFragment = graphql`
  fragment IntegrationsLocaleStrings on Query {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "pages", "integrations"] } }
    ) {
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

export const plusLocaleStringsFragment = graphql`
  fragment PlusLocaleStrings on Query {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "pages", "forms", "plus"] } }
    ) {
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

export const starterKitLocaleStringsFragment = graphql`
  fragment StarterKitLocaleStrings on Query {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "pages", "starterKit"] } }
    ) {
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

/** What each of the fragments above gives a page: its UI strings, one JSON document per namespace. */
export type LocaleStringsData = Queries.LocaleStringsFragment;
