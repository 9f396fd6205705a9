import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { CompiledMdx } from '../compileMdxTree';

export interface MdxSource {
  body: string;
  /** Where the file would live: its language comes from it (`content/fr/…`). */
  filePath?: string;
}

export type CompileOutcome = { compiled: CompiledMdx; error?: never } | { error: string; compiled?: never };

/**
 * compileMdxTree on each source, in a child Node process (see compileMdxScript.cjs):
 * the same compile the build runs, so tests see the real MDX pipeline.
 */
export function compileInNode(sources: MdxSource[]): CompileOutcome[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'compileMdxScript.cjs')], {
    input: JSON.stringify(sources),
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  return JSON.parse(output) as CompileOutcome[];
}
