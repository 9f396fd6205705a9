import { LRUCache } from 'lru-cache';
import { compileMdxTree, type CompiledMdx } from './compileMdxTree';

/** The parts of an Mdx node a compile depends on. */
export interface CompilableMdxNode {
  id: string;
  body: string;
  internal: { contentDigest: string; contentFilePath?: string };
}

// A page's query asks for a body's tree and its headings together: both fields share one
// compile. Queries run a few at a time, so a short memory is enough, and it stays short at
// any number of docs.
const recentCompiles = new LRUCache<string, Promise<CompiledMdx>>({ max: 64 });

/** The one compile of an MDX node's body, shared by every field that reads it. */
export function compiledMdx(node: CompilableMdxNode): Promise<CompiledMdx> {
  const key = `${node.id}:${node.internal.contentDigest}`;
  let compile = recentCompiles.get(key);
  if (!compile) {
    compile = compileMdxTree(node.body, node.internal.contentFilePath);
    recentCompiles.set(key, compile);
  }
  return compile;
}
