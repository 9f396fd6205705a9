import type { GitHistory } from './gitLastCommits';

/**
 * The content's git history, read once per build (onPreBootstrap) and used by the
 * resolvers and createPages: when each doc and page last changed.
 */
let history: GitHistory | null = null;

export function rememberContentHistory(read: GitHistory | null): void {
  history = read;
}

export function contentHistory(): GitHistory | null {
  return history;
}
