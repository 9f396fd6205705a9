import readingTime from 'reading-time';
import { blog } from '../config/blog';

/** Whole minutes to read an MDX body, at least 1. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(readingTime(body, { wordsPerMinute: blog.wordsPerMinute }).minutes));
}

export interface PostFrontmatterCheck {
  path: string;
  frontmatter: { title?: string | null; description?: string | null; date?: string | null; author?: unknown };
}

/** A post without a title, a description, a calendar date or a known author must not ship. */
export function blogPostProblems(posts: PostFrontmatterCheck[]): string[] {
  const problems: string[] = [];
  for (const { path, frontmatter } of posts) {
    if (!frontmatter.title) problems.push(`${path}: no title`);
    if (!frontmatter.description) problems.push(`${path}: no description`);
    if (!frontmatter.date || !/^\d{4}-\d{2}-\d{2}/.test(frontmatter.date)) {
      problems.push(`${path}: the front matter needs a date (YYYY-MM-DD)`);
    }
    if (!frontmatter.author) problems.push(`${path}: the author is missing or not in content/authors.yaml`);
  }
  return problems;
}
