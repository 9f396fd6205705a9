import fs from 'node:fs';
import path from 'node:path';
import type { MdxTreeNode } from '../mdx/mdxTree';

/** Where Gatsby writes a page's data: `/fr/docs/x/` → `page-data/fr/docs/x/page-data.json`. */
export function pageDataFile(publicDir: string, pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return path.join(publicDir, 'page-data', trimmed || 'index', 'page-data.json');
}

interface DocPageData {
  result?: { data?: { mdx?: { bodyTree?: MdxTreeNode[] } } };
}

/**
 * The body tree a built doc page renders, read back from its page data, so search
 * reads exactly what the page shows without compiling the MDX again.
 */
export function builtDocTree(publicDir: string, pagePath: string): MdxTreeNode[] {
  const file = pageDataFile(publicDir, pagePath);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as DocPageData;
  const tree = data.result?.data?.mdx?.bodyTree;
  if (!Array.isArray(tree)) {
    throw new Error(
      `${file} has no mdx.bodyTree: the doc and post templates' queries must return it for search`,
    );
  }
  return tree;
}
