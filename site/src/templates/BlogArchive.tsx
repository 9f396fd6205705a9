import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { Layout } from '../components/Layout';
import { SiteLink } from '../components/SiteLink';
import { pageHead } from '../components/pageHead';
import type { LocaleStringsData } from '../i18n/localeStrings';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { BlogLinks } from '../blog/BlogLinks';
import { groupByYear } from '../blog/groupByYear';
import type { PostSummary } from '../blog/postSummary';
import * as styles from '../blog/blog.css';

interface BlogArchiveData extends LocaleStringsData {
  allMdx: { nodes: PostSummary[] };
}

/** Every post of the page's language, under year headings, newest first. */
export default function BlogArchive({ data }: PageProps<BlogArchiveData>) {
  const { t } = useTranslation('pages');
  const language = usePageLanguage();
  const years = groupByYear(data.allMdx.nodes.map((post) => ({ ...post, date: post.frontmatter.date })));
  return (
    <Layout>
      <h1>{t('blogArchive.heading')}</h1>
      <p>{t('blogArchive.intro')}</p>
      <BlogLinks />
      {years.map(({ year, posts }) => (
        <section key={year} aria-labelledby={`year-${year}`} className={styles.archiveYear}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className={styles.archiveList}>
            {posts.map((post) => (
              <li key={post.id} className={styles.archiveItem}>
                <time dateTime={post.date.slice(0, 10)} className={styles.muted}>
                  {formatDate(post.date, language)}
                </time>
                <Link href={post.fields.path} LinkComponent={SiteLink}>
                  {post.frontmatter.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Layout>
  );
}

export const Head = pageHead('blogArchive');

export const query = graphql`
  query BlogArchive($language: String!) {
    allMdx(
      filter: { fields: { collection: { eq: "blog" }, language: { eq: $language } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        ...PostSummary
      }
    }
    ...LocaleStrings
  }
`;
