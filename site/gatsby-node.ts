import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { GatsbyNode } from 'gatsby';
import { assertLanguageParity } from './src/build/parity';
import { locateContent, type Collection } from './src/build/contentPaths';
import { LANGUAGES, isLanguage } from './src/i18n/languages';
import { localizePath } from './src/i18n/routing';
import { unlistedCategories } from './src/docs/buildSidebar';
import { docChromeByPath, type DocChrome } from './src/docs/docChromeContext';
import { DOCS_SIDEBAR_SLICE } from './src/docs/docsSidebar';
import { docsSidebarContext } from './src/docs/docsSidebarContext';
import type { PageFreshness } from './src/docs/freshness';
import { catalogueProblems, readCatalogue } from './src/integrations/catalogue';
import { authorProblems, readAuthors } from './src/blog/authors';
import { readProjectFigures } from './src/open/projectFigures';
import { blogPostProblems, readingMinutes } from './src/blog/posts';
import { publishBuiltSite } from './src/build/publishBuiltSite';
import { SCHEMA_RESOLVERS } from './src/build/schemaResolvers';
import { SCHEMA_TYPES } from './src/build/schemaTypes';
import { readGitHistory, type GitHistory } from './src/build/gitLastCommits';
import { describeHistory, lastModifiedResolvers } from './src/build/lastModified';
import {
  noticeSentences,
  pageFreshness,
  translationsBehind,
  translationsBehindReport,
  type TranslatedPage,
} from './src/build/translationsBehind';
import {
  typesetFrenchExtension,
  typesetFrenchSettings,
  typesetInFrenchContentExtension,
} from './src/build/frenchTypographyInData';
import { designSystemSourceAliases } from './src/build/designSystemSource';
import { blog, blogListPath } from './src/config/blog';
import { FORM_PAGES } from './src/config/formPages';
import { markdownPath } from './src/markdown/markdownPath';

const templates = {
  doc: path.resolve(__dirname, 'src/templates/DocPage.tsx'),
  blogPost: path.resolve(__dirname, 'src/templates/BlogPost.tsx'),
  blogList: path.resolve(__dirname, 'src/templates/BlogList.tsx'),
  blogArchive: path.resolve(__dirname, 'src/templates/BlogArchive.tsx'),
  blogAuthors: path.resolve(__dirname, 'src/templates/BlogAuthors.tsx'),
  page: path.resolve(__dirname, 'src/templates/ContentPage.tsx'),
  formPage: path.resolve(__dirname, 'src/templates/FormPage.tsx'),
};

const slices = {
  docsSidebar: path.resolve(__dirname, 'src/slices/DocsSidebar.tsx'),
};

/** Before webpack writes the build settings into the pages: their French text is typeset like the rest. */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  typesetFrenchSettings(process.env);
};

const REPOSITORY_ROOT = path.resolve(__dirname, '..');
const CONTENT_DIR = path.join(__dirname, 'content');

/** The content's git history, read once per build: when each doc and page last changed. */
let contentHistory: GitHistory | null = null;

/** A string missing in one language, or a doc without its twin, must not ship. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  assertLanguageParity(__dirname, LANGUAGES, reporter);
  contentHistory = readGitHistory(CONTENT_DIR);
  const { message, warning } = describeHistory(contentHistory);
  if (warning) reporter.warn(message);
  else reporter.info(message);
};

const CATALOGUE_FILE = path.join(__dirname, 'content/integrations.yaml');
const AUTHORS_FILE = path.join(__dirname, 'content/authors.yaml');
const FIGURES_FILE = path.join(__dirname, 'content/open.yaml');

/** The integrations catalogue, checked against the guides, as \`Integration\` nodes; the blog's authors as \`BlogAuthor\` nodes. */
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

  const figures = readProjectFigures(FIGURES_FILE);
  actions.createNode({
    ...figures,
    id: createNodeId('project-figures'),
    internal: { type: 'ProjectFigures', contentDigest: createContentDigest(figures) },
  });

  const authors = readAuthors(AUTHORS_FILE);
  const authorIssues = authorProblems(authors, path.join(__dirname, 'static'));
  if (authorIssues.length > 0) {
    reporter.panic(`content/authors.yaml:\n- ${authorIssues.join('\n- ')}`);
  }
  for (const { id, ...author } of authors) {
    actions.createNode({
      ...author,
      authorId: id,
      id: createNodeId(`blog-author-${id}`),
      internal: { type: 'BlogAuthor', contentDigest: createContentDigest(author) },
    });
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension(typesetFrenchExtension);
  actions.createFieldExtension(typesetInFrenchContentExtension);
  actions.createTypes(SCHEMA_TYPES);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: addResolvers }) => {
  addResolvers(SCHEMA_RESOLVERS);
  addResolvers(lastModifiedResolvers(contentHistory, REPOSITORY_ROOT));
};

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions }) => {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent);
  const collection = file?.sourceInstanceName;
  if (collection !== 'docs' && collection !== 'blog' && collection !== 'pages') return;
  const location = locateContent(collection as Collection, String(file?.relativePath));
  for (const [name, value] of Object.entries(location)) {
    actions.createNodeField({ node, name, value });
  }
  // For "Edit this page" and the last-updated date: the file's path in the repository.
  actions.createNodeField({
    node,
    name: 'sourcePath',
    value: path.relative(REPOSITORY_ROOT, String(file?.absolutePath)),
  });
  if (collection === 'blog') {
    actions.createNodeField({ node, name: 'readingTime', value: readingMinutes(String(node.body ?? '')) });
  }
};

function docsSidebarSliceId(language: string): string {
  return `${DOCS_SIDEBAR_SLICE}-${language}`;
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CreatePagesContentQuery>(`
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

  const posts = result.data.allMdx.nodes.filter((node) => node.fields.collection === 'blog');
  const postIssues = blogPostProblems(
    posts.map((post) => ({ path: post.fields.path, frontmatter: post.frontmatter })),
  );
  if (postIssues.length > 0) {
    reporter.panicOnBuild(`Blog posts with incomplete front matter:\n- ${postIssues.join('\n- ')}`);
    return;
  }

  // The docs sidebar is built once per language; each doc carries only its own neighbours.
  const docChrome = new Map<string, DocChrome>();
  for (const language of LANGUAGES) {
    const ofLanguage = docs
      .filter((node) => node.fields.language === language)
      .map((node) => ({ ...node.fields, ...node.frontmatter }));
    const commonStrings = result.data.commonStrings.nodes.find((node) => node.language === language);
    if (!commonStrings) throw new Error(`No common.json strings for ${language}`);
    actions.createSlice({
      id: docsSidebarSliceId(language),
      component: slices.docsSidebar,
      context: docsSidebarContext(ofLanguage, language, commonStrings.data),
    });
    docChromeByPath(ofLanguage).forEach((value, key) => docChrome.set(key, value));
  }

  // Docs and long-form pages say when they last changed, and whether their twin changed since.
  const translated = new Map<string, TranslatedPage>();
  for (const node of result.data.allMdx.nodes) {
    const { collection, path: pagePath, neutralPath, language, sourcePath } = node.fields;
    if (collection === 'blog' || !isLanguage(language)) continue;
    translated.set(node.id, {
      path: pagePath,
      neutralPath,
      collection,
      language,
      title: node.frontmatter.title,
      file: path.resolve(REPOSITORY_ROOT, sourcePath),
      lastModified: node.lastModified ?? null,
    });
  }
  const lastCommits = contentHistory?.lastCommits ?? null;
  const behind = translationsBehind([...translated.values()], lastCommits);
  const report = translationsBehindReport(behind, CONTENT_DIR);
  if (report) reporter.info(report);
  const sentence = noticeSentences(result.data.commonStrings.nodes);
  const freshnessOf = (id: string): PageFreshness => {
    const page = translated.get(id);
    return page ? pageFreshness(page, behind, sentence) : { lastModified: null, newerTwin: null };
  };

  for (const node of result.data.allMdx.nodes) {
    const { collection, path: pagePath, language } = node.fields;
    if (collection === 'docs') {
      actions.createPage({
        path: pagePath,
        component: templates.doc,
        // The language comes from the i18n plugin's matchPath rules.
        context: {
          id: node.id,
          chrome: docChrome.get(pagePath),
          freshness: freshnessOf(node.id),
          markdownHref: markdownPath(pagePath),
        },
        slices: { [DOCS_SIDEBAR_SLICE]: docsSidebarSliceId(language) },
      });
      continue;
    }
    actions.createPage({
      path: pagePath,
      component: collection === 'blog' ? templates.blogPost : templates.page,
      // The language comes from the i18n plugin's matchPath rules (gatsby-config).
      context: collection === 'blog' ? { id: node.id } : { id: node.id, freshness: freshnessOf(node.id) },
    });
  }

  for (const language of LANGUAGES) {
    const count = posts.filter((post) => post.fields.language === language).length;
    const totalPages = Math.max(1, Math.ceil(count / blog.postsPerPage));
    for (let currentPage = 1; currentPage <= totalPages; currentPage += 1) {
      actions.createPage({
        path: localizePath(blogListPath(currentPage), language),
        component: templates.blogList,
        context: {
          currentPage,
          totalPages,
          skip: (currentPage - 1) * blog.postsPerPage,
          limit: blog.postsPerPage,
        },
      });
    }
    actions.createPage({
      path: localizePath(blog.archivePath, language),
      component: templates.blogArchive,
      context: {},
    });
    actions.createPage({
      path: localizePath(blog.authorsPath, language),
      component: templates.blogAuthors,
      context: {},
    });
    for (const [formPagePath, context] of Object.entries(FORM_PAGES)) {
      actions.createPage({
        path: localizePath(formPagePath, language),
        component: templates.formPage,
        context,
      });
    }
  }
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage }) => {
  actions.setWebpackConfig({
    resolve: {
      // The few i18next features the site uses, instead of i18next and react-i18next
      // (17 KB gzip on every page); gatsby-plugin-react-i18next imports them too.
      alias: {
        // The workspace's design system is compiled from its TypeScript source.
        ...designSystemSourceAliases(),
        i18next$: path.resolve(__dirname, 'src/i18n/lite/i18next.ts'),
        'react-i18next$': path.resolve(__dirname, 'src/i18n/lite/react-i18next.tsx'),
        // Only its browser-language redirect uses it, and the site turns that off.
        'browser-lang$': path.resolve(__dirname, 'src/i18n/lite/browserLang.ts'),
        outdent$: path.resolve(__dirname, 'src/i18n/lite/outdent.ts'),
        // Used by Gatsby only under `gatsby develop` (see the stub).
        ...(stage === 'build-javascript'
          ? {
              '@builder.io/partytown/integration$': path.resolve(
                __dirname,
                'src/build/partytownIntegrationStub.ts',
              ),
            }
          : {}),
      },
    },
    // Only the English and French strings of react-aria ship.
    plugins: [optimizeLocales.webpack({ locales: ['en-US', 'fr-FR'] })],
  });
};

/** Checks the built site, then writes the reference nginx host's headers from the site's configuration. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ graphql, reporter }) =>
  publishBuiltSite({ graphql, reporter, siteDir: __dirname });
