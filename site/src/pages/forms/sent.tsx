import { graphql } from 'gatsby';
import { FormResultPage } from '../../components/forms/FormResultPage';
import { pageHead } from '../../components/pageHead';

/** Where a contact message posted without JavaScript lands once the receiver has it. */
export default function FormSentPage() {
  return <FormResultPage page="formSent" links={['backToHome', 'docs']} />;
}

export const Head = pageHead('formSent', undefined, { noIndex: true });

export const query = graphql`
  query FormSentPage($language: String!) {
    ...LocaleStrings
  }
`;
