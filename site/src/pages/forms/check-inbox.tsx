import { graphql } from 'gatsby';
import { FormResultPage } from '../../components/forms/FormResultPage';
import { pageHead } from '../../components/pageHead';

/** After a newsletter or Plus signup posted without JavaScript: the confirmation mail is on its way. */
export default function FormCheckInboxPage() {
  return <FormResultPage page="formCheckInbox" links={['backToHome', 'blog']} />;
}

export const Head = pageHead('formCheckInbox', undefined, { noIndex: true });

export const query = graphql`
  query FormCheckInboxPage($language: String!) {
    ...LocaleStrings
  }
`;
