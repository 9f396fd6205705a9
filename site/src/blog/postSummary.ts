import { graphql } from 'gatsby';

/** What lists, the archive and the sidebar need of a post. */
export const postSummaryFragment = graphql`
  fragment PostSummary on Mdx {
    id
    fields {
      path
      readingTime
    }
    frontmatter {
      title
      description
      date
      author {
        authorId
        name
      }
    }
  }
`;

export interface PostSummary {
  id: string;
  fields: { path: string; readingTime: number };
  frontmatter: {
    title: string;
    description: string;
    date: string;
    author: { authorId: string; name: string };
  };
}
