import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readingMinutes } from '../../src/blog/posts';
import { locateContent, type Collection } from '../contentPaths';
import { REPOSITORY_ROOT } from '../sitePaths';

/** Where each doc, post and long-form page is published, in which language, and its source file. */
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
