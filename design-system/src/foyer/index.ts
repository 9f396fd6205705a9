/*
 * Foyer's own components: they carry Foyer's content model (integration cards with a
 * Buy link, blog post cards and the blog sidebar, the social icons of its footer).
 * Other product sites should not rely on them: they may change without notice.
 */
export { IntegrationCard } from './IntegrationCard';
export type {
  IntegrationCardBuy,
  IntegrationCardDataFlow,
  IntegrationCardDataFlowKind,
  IntegrationCardLabels,
  IntegrationCardProps,
} from './IntegrationCard';

export { PostCard } from './PostCard';
export type { PostCardAuthor, PostCardLabels, PostCardProps } from './PostCard';

export { PostSidebar } from './PostSidebar';
export type { PostSidebarGroup, PostSidebarPost, PostSidebarProps } from './PostSidebar';

export { SocialIcon } from './SocialIcon';
export type { SocialIconName } from './SocialIcon';
