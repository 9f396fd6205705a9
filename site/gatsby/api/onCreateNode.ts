import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readingMinutes } from '../../src/blog/posts';
import { locateContent, type Collection } from '../contentPaths';
import { REPOSITORY_ROOT } from '../sitePaths';

/**
 * Where each doc, post and long-form page is published, in which language, and its source
 * file; each post also gets a `BlogPost` node, what the blog's lists query (schemaTypes).
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
}) => {
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
    const frontmatter = node.frontmatter as { date?: unknown } | undefined;
    const entry = {
      language: location.language,
      slug: location.slug,
      date: frontmatter?.date instanceof Date ? frontmatter.date.toISOString() : frontmatter?.date,
      post: node.id,
    };
    const blogPost = {
      ...entry,
      id: createNodeId(`blog-post-${node.id}`),
      parent: node.id,
      internal: { type: 'BlogPost', contentDigest: createContentDigest(entry) },
    };
    actions.createNode(blogPost);
    const child = getNode(blogPost.id);
    if (child) actions.createParentChildLink({ parent: node, child });
  }
};
