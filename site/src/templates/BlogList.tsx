import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { SiteLink } from '../components/SiteLink';
import { pageHead } from '../components/pageHead';
import type { LocaleStringsData } from '../i18n/localeStrings';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';

interface BlogListData extends LocaleStringsData {
  allMdx: {
    nodes: {
      id: string;
      fields: { path: string };
      frontmatter: { title: string; description: string; date: string };
    }[];
  };
}

export default function BlogList({ data }: PageProps<BlogListData>) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  return (
    <Layout>
      <PageIntro page="blog" />
      {data.allMdx.nodes.map((post) => (
        <article key={post.id}>
          <h2>
            <Link href={post.fields.path} LinkComponent={SiteLink} variant="standalone">
              {post.frontmatter.title}
            </Link>
          </h2>
          <p>
            <time dateTime={post.frontmatter.date}>{formatDate(post.frontmatter.date, language)}</time>
          </p>
          <p>{post.frontmatter.description}</p>
          <p>
            <Link href={post.fields.path} LinkComponent={SiteLink}>
              {t('blog.readPost', { title: post.frontmatter.title })}
            </Link>
          </p>
        </article>
      ))}
    </Layout>
  );
}

export const Head = pageHead('blog');

export const query = graphql`
  query BlogList($language: String!) {
    allMdx(
      filter: { fields: { collection: { eq: "blog" }, language: { eq: $language } } }
      sort: { frontmatter: { date: DESC } }
    ) {
      nodes {
        id
        fields {
          path
        }
        frontmatter {
          title
          description
          date
        }
      }
    }
    ...LocaleStrings
  }
`;
