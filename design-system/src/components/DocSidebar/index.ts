export { DocSidebar } from './DocSidebar';
export type {
  DocSidebarCategory,
  DocSidebarItem,
  DocSidebarLabels,
  DocSidebarLink,
  DocSidebarProps,
} from './DocSidebar';
