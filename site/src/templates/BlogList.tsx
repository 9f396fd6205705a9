import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@foyer/design-system';
import { feedTitles, pageLanguage, type LocalizedHeadProps } from '../components/pageHead';
import { Seo } from '../components/Seo';
import { headTranslator } from '../i18n/headTranslator';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { blogListPath } from '../config/blog';
import { BlogLayout } from '../blog/BlogLayout';
import { BlogLinks } from '../blog/BlogLinks';
import { BlogPostCard } from '../blog/BlogPostCard';
import { postSummary } from '../blog/postSummary';
import * as styles from '../blog/blog.css';

interface BlogListContext {
  language?: string;
  currentPage: number;
  totalPages: number;
}

export default function BlogList({ data, pageContext }: PageProps<Queries.BlogListQuery, BlogListContext>) {
  const { t } = useTranslation('pages');
  const { t: tCommon } = useTranslation('common');
  const language = usePageLanguage();
  const { currentPage, totalPages } = pageContext;
  return (
    <BlogLayout>
      <h1>{t('blog.heading')}</h1>
      <p>{t('blog.intro')}</p>
      <BlogLinks />
      <div className={styles.list}>
        {data.allBlogPost.nodes
          .map(({ post }) => postSummary(post))
          .map((post) => (
            <BlogPostCard key={post.id} post={post} />
          ))}
      </div>
      <p className={styles.pageOf}>{tCommon('blog.pageOf', { page: currentPage, total: totalPages })}</p>
      <Pagination
        currentPage={currentPage}
        totalPages={totalPages}
        hrefFor={(page) => localizePath(blogListPath(page), language)}
        labels={{
          navigation: tCommon('blog.pagination.navigation'),
          previous: tCommon('blog.pagination.previous'),
          next: tCommon('blog.pagination.next'),
          page: (page) => tCommon('blog.pagination.page', { page }),
        }}
      />
    </BlogLayout>
  );
}

export function Head({ data, pageContext, location }: LocalizedHeadProps & { pageContext: BlogListContext }) {
  const pages = headTranslator(data, 'pages');
  const common = headTranslator(data, 'common');
  const { currentPage, totalPages } = pageContext;
  return (
    <Seo
      language={pageLanguage(pageContext)}
      pathname={location.pathname}
      title={
        currentPage > 1
          ? common('blog.listTitle', { page: currentPage, total: totalPages })
          : pages('blog.title')
      }
      description={pages('blog.description')}
      feedTitles={feedTitles(data)}
    />
  );
}

export const query = graphql`
  query BlogList($language: String!, $skip: Int!, $limit: Int!) {
    allBlogPost(
      filter: { language: { eq: $language } }
      sort: [{ date: DESC }, { slug: ASC }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        post {
          ...PostSummary
        }
      }
    }
    ...LocaleStrings
  }
`;
