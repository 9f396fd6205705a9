import { useEffect } from 'react';
import { DocSidebar, useDesignSystem, useIsHydrated, type DocSidebarItem } from '@foyer/design-system';
import { RoutedLinks } from '../components/RoutedLinks';

export interface DocsSidebarNavigationProps {
  items: DocSidebarItem[];
  /** The navigation landmark's accessible name. */
  label: string;
}

/**
 * The docs sidebar's tree, the part of the docs-sidebar slice whose code loads after the
 * page has hydrated (src/lazy/islands.ts). Each doc's head marks the current page with
 * DocSidebarCurrentPage (gatsby-ssr) until then; once hydrated the tree takes the path
 * from the page's provider, so `aria-current` follows client navigation, and removes that style.
 */
export function DocsSidebarNavigation({ items, label }: DocsSidebarNavigationProps) {
  const pagePath = useDesignSystem().currentPath ?? '';
  const currentPath = useIsHydrated() ? pagePath : '';
  // Once it has marked the page itself, the sidebar follows client navigation alone.
  useEffect(() => {
    if (currentPath) document.querySelector('style[data-doc-sidebar-current-page]')?.remove();
  }, [currentPath]);
  return (
    <RoutedLinks>
      {/* Plain anchors, routed by RoutedLinks: one link component per entry was most of the render. */}
      <DocSidebar items={items} label={label} currentPath={currentPath} LinkComponent="a" />
    </RoutedLinks>
  );
}
