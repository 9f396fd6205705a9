import { graphql } from 'gatsby';
import { FormResultPage } from '../../components/forms/FormResultPage';
import { pageHead } from '../../components/pageHead';

/** A form posted without JavaScript that the receiver could not take (limited, or its store down). */
export default function FormFailedPage() {
  return <FormResultPage page="formFailed" links={['backToContact', 'backToHome']} />;
}

export const Head = pageHead('formFailed', undefined, { noIndex: true });

export const query = graphql`
  query FormFailedPage($language: String!) {
    ...LocaleStrings
  }
`;
