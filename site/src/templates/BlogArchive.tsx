import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { pageHead } from '../components/pageHead';
import { BlogLayout } from '../blog/BlogLayout';
import { BlogLinks } from '../blog/BlogLinks';
import { DatedPostList } from '../blog/DatedPostList';
import { groupByYear } from '../blog/groupByYear';
import { postSummary } from '../blog/postSummary';
import * as styles from '../blog/blog.css';

/** Every post of the page's language, under year headings, newest first. */
export default function BlogArchive({ data }: PageProps<Queries.BlogArchiveQuery>) {
  const { t } = useTranslation('pages');
  const years = groupByYear(
    data.allBlogPost.nodes
      .map(({ post }) => postSummary(post))
      .map((post) => ({ ...post, date: post.frontmatter.date })),
  );
  return (
    <BlogLayout>
      <h1>{t('blogArchive.heading')}</h1>
      <p>{t('blogArchive.intro')}</p>
      <BlogLinks />
      {years.map(({ year, posts }) => (
        <section key={year} aria-labelledby={`year-${year}`} className={styles.archiveYear}>
          <h2 id={`year-${year}`}>{year}</h2>
          <DatedPostList posts={posts} />
        </section>
      ))}
    </BlogLayout>
  );
}

export const Head = pageHead('blogArchive');

export const query = graphql`
  query BlogArchive($language: String!) {
    allBlogPost(filter: { language: { eq: $language } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        post {
          ...PostSummary
        }
      }
    }
    ...LocaleStrings
  }
`;
