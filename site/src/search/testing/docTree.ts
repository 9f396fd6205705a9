import GithubSlugger from 'github-slugger';
import type { MdxTreeNode } from '../../mdx/mdxTree';

/**
 * A doc's body tree, in compileMdxTree's shape, from blocks separated by blank lines:
 * `## Title` blocks become headings with their ids, ```-fenced blocks code blocks, the
 * others paragraphs. Enough for search fixtures; the real tree comes from the MDX compiler.
 */
export function docTree(body: string): MdxTreeNode[] {
  const slugger = new GithubSlugger();
  return body.split(/\n{2,}/).map((block): MdxTreeNode => {
    const fence = /^```(\w*)\n([\s\S]*)\n```$/.exec(block);
    if (fence) return ['CodeBlock', { code: fence[2], language: fence[1] || 'text' }];
    const heading = /^(#{2,6}) (.*)$/.exec(block);
    if (!heading) return ['p', null, block];
    const [, hashes = '##', text = ''] = heading;
    return [`h${hashes.length}`, { id: slugger.slug(text) }, text];
  });
}
