export { PostCard } from './PostCard';
export type { PostCardAuthor, PostCardLabels, PostCardProps } from './PostCard';
