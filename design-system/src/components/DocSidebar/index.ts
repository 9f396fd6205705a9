export { DocSidebar } from './DocSidebar';
export type { DocSidebarCategory, DocSidebarItem, DocSidebarLink, DocSidebarProps } from './DocSidebar';
