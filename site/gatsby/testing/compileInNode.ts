import path from 'node:path';
import type { CompiledMdx } from '../compileMdxTree';
import { runInNode } from './runInNode';

export interface MdxSource {
  body: string;
  /** Where the file would live: its language comes from it (`content/fr/…`). */
  filePath?: string;
}

export type CompileOutcome = { compiled: CompiledMdx; error?: never } | { error: string; compiled?: never };

/**
 * compileMdxTree on each source, in a child Node process (runInNode): the same compile
 * the build runs, so tests see the real MDX pipeline.
 */
export function compileInNode(sources: MdxSource[]): CompileOutcome[] {
  return runInNode<CompiledMdx>(
    path.join(__dirname, '..', 'compileMdxTree.ts'),
    'compileMdxTree',
    sources.map(({ body, filePath }) => [body, filePath]),
  ).map((outcome) => (outcome.error === undefined ? { compiled: outcome.value } : { error: outcome.error }));
}
