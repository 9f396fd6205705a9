import { BLOG_HOME } from './routes';

/** Shape of the blog's lists and feeds (spec §9: 10 posts a page). */
export const blog = {
  postsPerPage: 10,
  archivePath: `${BLOG_HOME}archive/`,
  authorsPath: `${BLOG_HOME}authors/`,
  /** Feed files, per language (under /fr/ for French). */
  rssPath: `${BLOG_HOME}rss.xml`,
  atomPath: `${BLOG_HOME}atom.xml`,
  /** Reading speed used for "5 min read". */
  wordsPerMinute: 200,
} as const;

/** Language-neutral address of page `page` (1-based) of the blog list: /blog/, /blog/page/2/, … */
export function blogListPath(page: number): string {
  return page <= 1 ? BLOG_HOME : `${BLOG_HOME}page/${page}/`;
}

/** Address of an author on the authors page. */
export function blogAuthorPath(authorId: string): string {
  return `${blog.authorsPath}#${authorId}`;
}
