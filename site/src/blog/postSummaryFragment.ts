import { graphql } from 'gatsby';

/** What lists, the archive and the sidebar need of a post (see postSummary.ts). */
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
