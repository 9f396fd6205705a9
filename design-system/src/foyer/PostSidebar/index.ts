export { PostSidebar } from './PostSidebar';
export type { PostSidebarGroup, PostSidebarPost, PostSidebarProps } from './PostSidebar';
