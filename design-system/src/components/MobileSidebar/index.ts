export { MobileSidebar } from './MobileSidebar';
export type { MobileSidebarLabels, MobileSidebarProps } from './MobileSidebar';
