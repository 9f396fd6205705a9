import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../templates/required';
import type { Language } from '../i18n/languages';

/** What the sidebar and the newer/older links need of a post. */
export interface BlogIndexEntry {
  title: string;
  path: string;
  /** ISO date of publication. */
  date: string;
}

/**
 * Every post of the page's language, newest first. A static query: Gatsby writes its
 * result once and every blog page shares it, instead of each page's data carrying a
 * copy of the whole blog.
 */
export function useBlogIndex(language: Language): BlogIndexEntry[] {
  const data = useStaticQuery<Queries.BlogIndexQuery>(graphql`
    query BlogIndex {
      allBlogPost(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          post {
            fields {
              path
              language
            }
            frontmatter {
              title
              date
            }
          }
        }
      }
    }
  `);
  return data.allBlogPost.nodes
    .map(({ post }) => post)
    .filter((post) => post.fields.language === language)
    .map((post) => ({
      title: post.frontmatter.title,
      path: post.fields.path,
      date: required(post.frontmatter.date, `date of ${post.fields.path}`),
    }));
}
