import { required } from '../templates/required';

/**
 * A post's front matter with its date and author, which the schema leaves optional
 * for other MDX and blogPostProblems requires of every post; a post without them
 * fails the build, naming `path`.
 */
export function withByline<Frontmatter extends { date: string | null; author: object | null }>(
  frontmatter: Frontmatter,
  path: string,
): Frontmatter & { date: string; author: NonNullable<Frontmatter['author']> } {
  return {
    ...frontmatter,
    date: required(frontmatter.date, `date of ${path}`),
    author: required(frontmatter.author, `author of ${path}`) as NonNullable<Frontmatter['author']>,
  };
}
