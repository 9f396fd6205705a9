import { PageTableOfContentsIsland } from '../lazy/islands';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/Layout';
import { MdxHead, type LanguageContext } from '../components/pageHead';
import { MdxBody } from '../mdx/MdxBody';
import { required } from './required';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';
import * as styles from './ContentPage.css';

type ContentPageProps = PageProps<Queries.ContentPageQuery, LanguageContext>;

/** A long-form page written in MDX, such as the Plus privacy policy and terms. */
export default function ContentPage({ data }: ContentPageProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const mdx = required(data.mdx, 'page');
  const { title, lastUpdated } = mdx.frontmatter;
  return (
    <Layout>
      <div className={styles.columns}>
        <article>
          <h1>{title}</h1>
          {lastUpdated ? (
            <p className={styles.meta}>
              {t('docs.lastUpdated', { date: formatDate(lastUpdated, language) })}
            </p>
          ) : null}
          <MdxBody tree={mdx.bodyTree} />
        </article>
        <PageTableOfContentsIsland headings={mdx.headings} />
      </div>
    </Layout>
  );
}

export const Head = MdxHead;

export const query = graphql`
  query ContentPage($id: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      headings {
        id
        value
        depth
      }
      bodyTree
      frontmatter {
        title
        description
        lastUpdated
      }
    }
    ...LocaleStrings
  }
`;
