import type { CreatePagesArgs } from 'gatsby';

/** Every doc, post and long-form page, with what the pages are created from, and the common strings. */
export async function queryContentForPages(graphql: CreatePagesArgs['graphql']) {
  return graphql<Queries.CreatePagesContentQuery>(`
    query CreatePagesContent {
      allMdx {
        nodes {
          id
          fields {
            collection
            path
            language
            category
            slug
            neutralPath
            sourcePath
          }
          lastModified
          frontmatter {
            title
            sidebarLabel
            sidebarPosition
            description
            date
            author {
              authorId
            }
          }
        }
      }
      commonStrings: allLocale(filter: { ns: { eq: "common" } }) {
        nodes {
          language
          data
        }
      }
    }
  `);
}

export type ContentNode = Queries.CreatePagesContentQuery['allMdx']['nodes'][number];
export type CommonStringsNode = Queries.CreatePagesContentQuery['commonStrings']['nodes'][number];
