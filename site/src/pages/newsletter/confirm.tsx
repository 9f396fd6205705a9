import { graphql } from 'gatsby';
import { NewsletterTokenPage } from '../../components/forms/NewsletterTokenPage';
import { pageHead } from '../../components/pageHead';

/** The page a newsletter confirmation mail links to: its button confirms the subscription (double opt-in). */
export default function NewsletterConfirmPage() {
  return <NewsletterTokenPage action="confirm" />;
}

export const Head = pageHead('newsletterConfirm', undefined, { noIndex: true });

export const query = graphql`
  query NewsletterConfirmPage($language: String!) {
    ...FormLocaleStrings
  }
`;
