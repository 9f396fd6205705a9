import { compiledMdx, type CompilableMdxNode } from './compiledMdx';
import { localeDataWithTypography } from './frenchTypographyInData';

// Pages render their MDX body from page data (see src/mdx/mdxTree.ts). With one JavaScript
// module per MDX file, every page carried a map of all of them: 12 to 16 KB gzip more.
// French UI strings are typeset here, once, for the pages' data (see frenchTypographyInData).
export const SCHEMA_RESOLVERS = {
  Mdx: {
    bodyTree: {
      type: 'JSON!',
      resolve: async (source: CompilableMdxNode) => (await compiledMdx(source)).tree,
    },
    // The "On this page" headings, from the same compile as the body.
    headings: {
      type: '[MdxHeading!]!',
      resolve: async (source: CompilableMdxNode) => (await compiledMdx(source)).headings,
    },
  },
  Locale: {
    data: { resolve: localeDataWithTypography },
  },
};
