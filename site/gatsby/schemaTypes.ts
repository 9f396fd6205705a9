/**
 * The site's GraphQL types, declared rather than inferred: fields every node has are
 * non-null, which the generated query types (graphqlTypegen) then say too.
 * `@typesetFrench` and `@typesetInFrenchContent` are frenchTypographyInData's extensions.
 */
export const SCHEMA_TYPES = `
    """
    A blog post's place in the lists, beside its Mdx node: the blog's lists query these,
    so a change to a doc (another Mdx node) does not re-run them.
    """
    type BlogPost implements Node @dontInfer {
      language: String!
      slug: String!
      date: Date! @dateformat
      post: Mdx! @link(from: "post")
    }
    type Integration implements Node {
      integrationId: String!
      name: String!
      technologies: [String!]!
      doc: String!
      logo: String!
      buy: IntegrationPurchase
      plus: Boolean
      description: IntegrationDescription!
      dataFlow: String!
      cloudService: String
      dataFlowNote: LocalizedText
    }
    type IntegrationPurchase {
      url: String!
      product: LocalizedText!
    }
    type IntegrationDescription {
      en: String!
      fr: String! @typesetFrench
    }
    type ProjectFigures implements Node {
      takenOn: Date! @dateformat
      homeInstances: Int!
      plusSubscribers: Int!
      monthlyRecurringRevenue: Int!
      forumMembers: Int!
      forumPageViews: Int!
    }
    type BlogAuthor implements Node {
      authorId: String!
      name: String!
      title: LocalizedText!
      avatar: String!
      handles: BlogAuthorHandles!
    }
    type LocalizedText {
      en: String!
      fr: String! @typesetFrench
    }
    type BlogAuthorHandles {
      git: String
      forum: String
    }
    type Locale implements Node {
      ns: String!
      data: String!
      language: String!
    }
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter {
      title: String! @typesetInFrenchContent
      "A shorter title for the browser tab and search results, when the title is over 70 characters."
      metaTitle: String @typesetInFrenchContent
      description: String! @typesetInFrenchContent
      date: Date @dateformat
      lastUpdated: Date @dateformat
      author: BlogAuthor @link(by: "authorId")
      cover: File @fileByRelativePath
      coverAlt: String @typesetInFrenchContent
      image: File @fileByRelativePath
      imageAlt: String @typesetInFrenchContent
      sidebarLabel: String @typesetInFrenchContent
      sidebarPosition: Int
    }
    type MdxHeading {
      id: String!
      value: String!
      depth: Int!
    }
    type MdxFields {
      collection: String!
      language: String!
      path: String!
      neutralPath: String!
      category: String!
      slug: String!
      sourcePath: String!
      readingTime: Int
    }
`;
