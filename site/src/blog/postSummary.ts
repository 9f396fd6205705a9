import { required } from '../templates/required';
import { withByline } from './byline';

/** A post as lists show it: what the schema leaves optional for other MDX, a post always has. */
export interface PostSummary {
  id: string;
  fields: { path: string; readingTime: number };
  frontmatter: {
    title: string;
    description: string;
    date: string;
    author: { authorId: string; name: string };
  };
}

/** The fragment's result as a PostSummary; a post without its date or author fails the build. */
export function postSummary(post: Queries.PostSummaryFragment): PostSummary {
  return {
    id: post.id,
    fields: { path: post.fields.path, readingTime: required(post.fields.readingTime, 'reading time') },
    frontmatter: withByline(post.frontmatter, post.fields.path),
  };
}
