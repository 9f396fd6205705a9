import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { PictureWithInitials } from '../components/PictureWithInitials';
import { pageHead } from '../components/pageHead';
import { profileLinks } from '../config/externalLinks';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { BlogLayout } from '../blog/BlogLayout';
import { BlogLinks } from '../blog/BlogLinks';
import { DatedPostList } from '../blog/DatedPostList';
import { postSummary } from '../blog/postSummary';
import * as styles from '../blog/blog.css';

/** Each author, with an anchor of their own, their profiles and their posts newest first. */
export default function BlogAuthors({ data }: PageProps<Queries.BlogAuthorsQuery>) {
  const { t } = useTranslation('pages');
  const { t: tCommon } = useTranslation('common');
  const language = usePageLanguage();
  const allPosts = data.allBlogPost.nodes.map(({ post }) => postSummary(post));
  return (
    <BlogLayout>
      <h1>{t('blogAuthors.heading')}</h1>
      <p>{t('blogAuthors.intro')}</p>
      <BlogLinks />
      {data.allBlogAuthor.nodes.map((author) => {
        const posts = allPosts.filter((post) => post.frontmatter.author.authorId === author.authorId);
        const profiles = [
          author.handles.git
            ? {
                href: profileLinks.git(author.handles.git),
                label: tCommon('blog.profiles.git', { name: author.name }),
              }
            : undefined,
          author.handles.forum
            ? {
                href: profileLinks.forum(author.handles.forum),
                label: tCommon('blog.profiles.forum', { name: author.name }),
              }
            : undefined,
        ].filter((profile) => profile !== undefined);
        return (
          <section key={author.authorId} aria-labelledby={author.authorId} className={styles.author}>
            <PictureWithInitials
              round
              className={styles.avatar}
              src={author.avatar}
              name={author.name}
              size={64}
            />
            <div>
              <h2 id={author.authorId} className={styles.authorName}>
                {author.name}
              </h2>
              <p className={styles.authorTitle}>{author.title[language]}</p>
              <ul className={styles.inlineLinks}>
                {profiles.map((profile) => (
                  <li key={profile.href}>
                    <Link href={profile.href}>{profile.label}</Link>
                  </li>
                ))}
              </ul>
              <h3>{tCommon('blog.postCount', { count: posts.length })}</h3>
              <DatedPostList posts={posts} />
            </div>
          </section>
        );
      })}
    </BlogLayout>
  );
}

export const Head = pageHead('blogAuthors');

export const query = graphql`
  query BlogAuthors($language: String!) {
    allBlogAuthor(sort: { name: ASC }) {
      nodes {
        authorId
        name
        title {
          en
          fr
        }
        avatar
        handles {
          git
          forum
        }
      }
    }
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
