import { PageTableOfContentsIsland } from '../lazy/islands';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/Layout';
import { MdxHead, type LanguageContext } from '../components/pageHead';
import { MdxBody } from '../mdx/MdxBody';
import { required } from './required';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';
import type { PageFreshness } from '../docs/freshness';
import { NewerTwinNotice } from '../docs/NewerTwinNotice';
import * as styles from './ContentPage.css';

type ContentPageProps = PageProps<Queries.ContentPageQuery, LanguageContext & { freshness: PageFreshness }>;

/** A long-form page written in MDX, such as the Plus privacy policy and terms. */
export default function ContentPage({ data, pageContext }: ContentPageProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const mdx = required(data.mdx, 'page');
  const { title } = mdx.frontmatter;
  const { lastModified, newerTwin } = pageContext.freshness;
  return (
    <Layout>
      <div className={styles.columns}>
        <article>
          <h1>{title}</h1>
          {lastModified ? (
            <p className={styles.meta}>
              {t('docs.lastUpdated', { date: formatDate(lastModified, language) })}
            </p>
          ) : null}
          {newerTwin ? <NewerTwinNotice twin={newerTwin} /> : null}
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
      }
    }
    ...LocaleStrings
  }
`;
