import { graphql } from 'gatsby';
import { NewsletterTokenPage } from '../../components/forms/NewsletterTokenPage';
import { pageHead } from '../../components/pageHead';

/** The page every newsletter mail links to: its button unsubscribes the address. */
export default function NewsletterUnsubscribePage() {
  return <NewsletterTokenPage action="unsubscribe" />;
}

export const Head = pageHead('newsletterUnsubscribe', undefined, { noIndex: true });

export const query = graphql`
  query NewsletterUnsubscribePage($language: String!) {
    ...FormLocaleStrings
  }
`;
