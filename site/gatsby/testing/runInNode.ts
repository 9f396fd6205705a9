import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type NodeOutcome<Value> = { value: Value; error?: never } | { error: string; value?: never };

/**
 * Calls `name` of the TypeScript module at `modulePath` with each argument list, in a
 * child Node process (see runInNodeScript.cjs): the build's own code on the real MDX
 * tool chain, which Jest cannot load. Arguments and results travel as JSON.
 */
export function runInNode<Value>(
  modulePath: string,
  name: string,
  inputs: unknown[][],
  /** Flags for the child Node, e.g. `--max-old-space-size=96` to hold it to a heap. */
  nodeFlags: readonly string[] = [],
): NodeOutcome<Value>[] {
  const output = execFileSync(process.execPath, [...nodeFlags, path.join(__dirname, 'runInNodeScript.cjs')], {
    input: JSON.stringify({ module: modulePath, name, inputs }),
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  return JSON.parse(output) as NodeOutcome<Value>[];
}
