import { graphql, type PageProps } from 'gatsby';
import { FormResultPage } from '../components/forms/FormResultPage';
import { NewsletterTokenPage } from '../components/forms/NewsletterTokenPage';
import { pageHead, type LocalizedHeadProps } from '../components/pageHead';
import { WaitForFooter } from '../components/firstPaint';
import type { FormPageContext } from '../config/formPages';
import { tokenMissingScript } from '../forms/tokenInAddress';

type Props = PageProps<Queries.FormPageQuery, FormPageContext>;

/** A page a form leads to (src/config/formPages.ts): a form's outcome, or a newsletter mail's button. */
export default function FormPage({ pageContext }: Props) {
  return pageContext.kind === 'result' ? (
    <FormResultPage page={pageContext.page} links={pageContext.links} />
  ) : (
    <NewsletterTokenPage action={pageContext.action} />
  );
}

/**
 * Outcomes and token pages are no destination of their own: kept out of search engines.
 * They fit in one screen, footer included, which their first paint waits for. A token
 * page marks, before its first paint, an address without its token.
 */
export function Head(props: LocalizedHeadProps & { pageContext: FormPageContext }) {
  const PageHead = pageHead(props.pageContext.page, undefined, { noIndex: true });
  return (
    <>
      <PageHead {...props} />
      <WaitForFooter />
      {props.pageContext.kind === 'newsletter' ? (
        <script dangerouslySetInnerHTML={{ __html: tokenMissingScript }} />
      ) : null}
    </>
  );
}

export const query = graphql`
  query FormPage($language: String!) {
    ...FormLocaleStrings
  }
`;
