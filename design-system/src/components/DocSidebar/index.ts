export { DocSidebar } from './DocSidebar';
export { DocSidebarCurrentPage, docSidebarCurrentPageCss } from './DocSidebarCurrentPage';
export type { DocSidebarCurrentPageProps } from './DocSidebarCurrentPage';
export type {
  DocSidebarCategory,
  DocSidebarItem,
  DocSidebarLabels,
  DocSidebarLink,
  DocSidebarProps,
} from './DocSidebar';
