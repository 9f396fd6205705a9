import { graphql } from 'gatsby';
import { FormResultPage } from '../../components/forms/FormResultPage';
import { pageHead } from '../../components/pageHead';

/** A form posted without JavaScript whose input the receiver refused (400/422). */
export default function FormInvalidPage() {
  return <FormResultPage page="formInvalid" links={['backToContact', 'backToHome']} />;
}

export const Head = pageHead('formInvalid', undefined, { noIndex: true });

export const query = graphql`
  query FormInvalidPage($language: String!) {
    ...LocaleStrings
  }
`;
