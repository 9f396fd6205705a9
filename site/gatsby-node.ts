import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { GatsbyNode } from 'gatsby';
import { assertLanguageParity } from './src/build/parity';
import { locateContent, type Collection } from './src/build/contentPaths';
import { LANGUAGES } from './src/i18n/languages';
import { localizePath } from './src/i18n/routing';
import { BLOG_HOME } from './src/config/routes';
import { writeHostHeaders } from './src/build/hostHeaders';
import { brokenInternalLinks } from './src/build/linkCheck';
import { stripNullBytes } from './src/build/stripNullBytes';
import { unlistedCategories } from './src/docs/buildSidebar';
import { catalogueProblems, readCatalogue } from './src/integrations/catalogue';

const templates = {
  doc: path.resolve(__dirname, 'src/templates/DocPage.tsx'),
  blogPost: path.resolve(__dirname, 'src/templates/BlogPost.tsx'),
  blogList: path.resolve(__dirname, 'src/templates/BlogList.tsx'),
};

/** A string missing in one language, or a doc without its twin, must not ship. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  assertLanguageParity(__dirname, LANGUAGES, reporter);
};

const CATALOGUE_FILE = path.join(__dirname, 'content/integrations.yaml');

/** The integrations catalogue, checked against the guides, as \`Integration\` nodes. */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const entries = readCatalogue(CATALOGUE_FILE);
  const problems = catalogueProblems(__dirname, entries);
  if (problems.length > 0) {
    reporter.panic(
      `content/integrations.yaml and the integration guides disagree:\n- ${problems.join('\n- ')}`,
    );
  }
  for (const { id, ...entry } of entries) {
    actions.createNode({
      ...entry,
      integrationId: id,
      id: createNodeId(`integration-${id}`),
      internal: { type: 'Integration', contentDigest: createContentDigest(entry) },
    });
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type Integration implements Node {
      integrationId: String!
      name: String!
      technologies: [String!]!
      doc: String!
      logo: String!
      buy: String
      plus: Boolean
      description: IntegrationDescription!
    }
    type IntegrationDescription {
      en: String!
      fr: String!
    }
    type Mdx implements Node {
      frontmatter: MdxFrontmatter
      fields: MdxFields
    }
    type MdxFrontmatter {
      title: String!
      description: String!
      date: Date @dateformat
      lastUpdated: Date @dateformat
      author: String
      image: File @fileByRelativePath
      imageAlt: String
      sidebarLabel: String
      sidebarPosition: Int
    }
    type MdxFields {
      collection: String!
      language: String!
      path: String!
      neutralPath: String!
      category: String!
      slug: String!
      sourcePath: String!
    }
  `);
};

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions }) => {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent);
  const collection = file?.sourceInstanceName;
  if (collection !== 'docs' && collection !== 'blog') return;
  const location = locateContent(collection as Collection, String(file?.relativePath));
  for (const [name, value] of Object.entries(location)) {
    actions.createNodeField({ node, name, value });
  }
  // For "Edit this page": the file's path in the repository.
  const repositoryRoot = path.resolve(__dirname, '..');
  actions.createNodeField({
    node,
    name: 'sourcePath',
    value: path.relative(repositoryRoot, String(file?.absolutePath)),
  });
};

interface ContentQuery {
  allMdx: {
    nodes: {
      id: string;
      fields: { collection: Collection; path: string; language: string; category: string };
      internal: { contentFilePath: string };
    }[];
  };
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<ContentQuery>(`
    {
      allMdx {
        nodes {
          id
          fields {
            collection
            path
            language
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the docs and blog content', result.errors);
    return;
  }

  const docs = result.data.allMdx.nodes.filter((node) => node.fields.collection === 'docs');
  const unlisted = unlistedCategories(docs.map((node) => node.fields.category));
  if (unlisted.length > 0) {
    const orphans = docs
      .filter((node) => unlisted.includes(node.fields.category))
      .map((node) => node.fields.path);
    reporter.panicOnBuild(
      `These docs are in no sidebar (their category is missing from src/docs/docsSidebar.ts): ${orphans.join(', ')}`,
    );
    return;
  }

  for (const node of result.data.allMdx.nodes) {
    const template = node.fields.collection === 'docs' ? templates.doc : templates.blogPost;
    actions.createPage({
      path: node.fields.path,
      component: `${template}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id },
    });
  }

  for (const language of LANGUAGES) {
    actions.createPage({
      path: localizePath(BLOG_HOME, language),
      component: templates.blogList,
      context: {},
    });
  }
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions }) => {
  actions.setWebpackConfig({
    // The workspace's design system is compiled from its TypeScript source.
    resolve: { conditionNames: ['foyer-source', '...'] },
    // Only the English and French strings of react-aria ship.
    plugins: [optimizeLocales.webpack({ locales: ['en-US', 'fr-FR'] })],
  });
};

/** Checks the built site, then writes the reference nginx host's headers from the site's configuration. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const repaired = stripNullBytes(path.join(__dirname, 'public'));
  if (repaired.length > 0) reporter.info(`removed stray NUL bytes from ${repaired.length} pages`);
  // A link to a missing page or heading, in either language, must not ship.
  const broken = brokenInternalLinks(path.join(__dirname, 'public'));
  if (broken.length > 0) {
    reporter.panicOnBuild(`Broken internal links:\n- ${broken.join('\n- ')}`);
    return;
  }
  const file = writeHostHeaders(path.join(__dirname, 'deploy'));
  reporter.info(`wrote ${path.relative(__dirname, file)}`);
};
