import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The last commit that changed a file. */
export interface LastCommit {
  commit: string;
  /** Committer time, seconds since the epoch: orders two commits of the same day. */
  timestamp: number;
  /** Committer date as `git log --format=%cs` prints it (the committer's own calendar day). */
  date: string;
}

/** Last commits by absolute file path; `null` when there is no usable git history. */
export type LastCommits = ReadonlyMap<string, LastCommit>;

// Separates a commit's line from the file names under it (no file name holds it).
const COMMIT_MARK = '\x1e';

/**
 * Reads `git log --name-only` output (newest first) into each file's last commit. The first
 * commit naming a file is its last change, as `git log -1 -- <file>` would say.
 * `topLevel` is the repository's root: git names files relative to it.
 */
export function parseLastCommits(output: string, topLevel: string): Map<string, LastCommit> {
  const lastCommits = new Map<string, LastCommit>();
  let current: LastCommit | null = null;
  for (const line of output.split('\n')) {
    if (line.startsWith(COMMIT_MARK)) {
      const [commit, timestamp, date] = line.slice(COMMIT_MARK.length).split(' ');
      if (!commit || !timestamp || !date) throw new Error(`Unexpected git log line: ${line}`);
      current = { commit, timestamp: Number(timestamp), date };
      continue;
    }
    if (!line || !current) continue;
    const file = path.join(topLevel, line);
    if (!lastCommits.has(file)) lastCommits.set(file, current);
  }
  return lastCommits;
}

export interface GitHistory {
  lastCommits: LastCommits;
  /** A shallow clone stops at its oldest commit: files unchanged since get that commit's date. */
  shallow: boolean;
}

function run(program: string, args: string[], cwd: string): string {
  return execFileSync(program, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * The last commit of every tracked file under `directory`, from one `git log` pass.
 * `null` outside a git checkout or when git cannot run (the callers fall back to front matter).
 * `program` is which git to run.
 */
export function readGitHistory(directory: string, program = 'git'): GitHistory | null {
  const git = (args: string[]) => run(program, args, directory);
  try {
    const [topLevel, shallow] = git(['rev-parse', '--show-toplevel', '--is-shallow-repository'])
      .trim()
      .split('\n');
    if (!topLevel) return null;
    const output = git([
      '-c',
      'core.quotePath=false',
      'log',
      // A merge names a file only when it differs from every parent, as `git log -- <file>` shows it.
      '--cc',
      '--name-only',
      `--format=${COMMIT_MARK}%H %ct %cs`,
      '--',
      '.',
    ]);
    return { lastCommits: parseLastCommits(output, topLevel), shallow: shallow === 'true' };
  } catch {
    return null;
  }
}
