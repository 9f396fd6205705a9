import path from 'node:path';
import type { GitHistory, LastCommits } from './gitLastCommits';

const CALENDAR_DAY = /^(\d{4}-\d{2}-\d{2})/;

/**
 * A front matter date as a calendar day. YAML reads `lastUpdated: 2025-12-04` as a Date at
 * midnight UTC; once stored on a node it may be that Date's ISO string.
 */
export function frontMatterDay(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  return CALENDAR_DAY.exec(value)?.[1] ?? null;
}

/**
 * When a content file last changed: the day of the last commit that changed it, or, outside
 * a git checkout or for a file git does not track yet, the date its front matter gives.
 */
export function lastModifiedDay(
  file: string,
  frontMatterDate: unknown,
  lastCommits: LastCommits | null,
): string | null {
  return lastCommits?.get(file)?.date ?? frontMatterDay(frontMatterDate);
}

/** The build log's line on where the dates come from. */
export function describeHistory(history: GitHistory | null): { message: string; warning: boolean } {
  if (!history) {
    return {
      message: 'last-updated dates: no git history here (or git is missing), so from front matter',
      warning: true,
    };
  }
  if (history.shallow) {
    return {
      message:
        'last-updated dates: this is a shallow clone, so files unchanged since its oldest commit show that commit’s date; fetch the whole history (fetch-depth: 0) for true dates',
      warning: true,
    };
  }
  return {
    message: `last-updated dates: from the git history of ${history.lastCommits.size} content files`,
    warning: false,
  };
}

interface MdxSource {
  fields?: { sourcePath?: string };
  frontmatter?: { lastUpdated?: unknown };
}

/** `Mdx.lastModified`: the day a doc's, post's or page's source file last changed. */
export function lastModifiedResolvers(history: GitHistory | null, repositoryRoot: string) {
  return {
    Mdx: {
      lastModified: {
        // A calendar day, 'YYYY-MM-DD'.
        type: 'Date',
        resolve: (source: MdxSource) => {
          const sourcePath = source.fields?.sourcePath;
          if (!sourcePath) return null;
          return lastModifiedDay(
            path.resolve(repositoryRoot, sourcePath),
            source.frontmatter?.lastUpdated,
            history?.lastCommits ?? null,
          );
        },
      },
    },
  };
}
