import type { GatsbyNode } from 'gatsby';
import { blogPostProblems } from '../../src/blog/posts';
import { unlistedCategories } from '../../src/docs/buildSidebar';
import { sitePath } from '../sitePaths';
import { queryContentForPages } from '../pages/contentQuery';
import { createDocPages } from '../pages/docPages';
import { freshnessOfPages } from '../pages/freshnessOfPages';
import { createListAndFormPages } from '../pages/listPages';
import { createLocalizedPage } from '../pages/localizedPage';
import { createSitePages } from '../pages/sitePages';

/** Every page in each language: docs (and their sidebar slices), posts, long-form pages, the blog's lists, the forms' pages and src/pages. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await queryContentForPages(graphql);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the docs and blog content', result.errors);
    return;
  }
  const { allMdx, commonStrings } = result.data;

  const docs = allMdx.nodes.filter((node) => node.fields.collection === 'docs');
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

  const posts = allMdx.nodes.filter((node) => node.fields.collection === 'blog');
  const postIssues = blogPostProblems(
    posts.map((post) => ({ path: post.fields.path, frontmatter: post.frontmatter })),
  );
  if (postIssues.length > 0) {
    reporter.panicOnBuild(`Blog posts with incomplete front matter:\n- ${postIssues.join('\n- ')}`);
    return;
  }

  const freshnessOf = freshnessOfPages(allMdx.nodes, commonStrings.nodes, reporter);
  createDocPages(actions, docs, commonStrings.nodes, freshnessOf);
  for (const node of allMdx.nodes) {
    if (node.fields.collection === 'docs') continue;
    const isPost = node.fields.collection === 'blog';
    createLocalizedPage(actions, {
      path: node.fields.path,
      component: sitePath(isPost ? 'src/templates/BlogPost.tsx' : 'src/templates/ContentPage.tsx'),
      context: isPost ? { id: node.id } : { id: node.id, freshness: freshnessOf(node.id) },
    });
  }
  createListAndFormPages(actions, posts);
  createSitePages(actions);
};
