import { useEffect } from 'react';
import type { SliceComponentProps } from 'gatsby';
import { DocSidebar, useDesignSystem, useIsHydrated, type DocSidebarItem } from '@foyer/design-system';
import { RoutedLinks } from '../components/RoutedLinks';

/** Built once per language when the pages are created (gatsby-node), labels translated. */
export interface DocsSidebarContext {
  items: DocSidebarItem[];
  /** The navigation landmark's accessible name. */
  label: string;
}

export type DocsSidebarProps = SliceComponentProps<object, DocsSidebarContext>;

/**
 * The docs sidebar of one language, a Gatsby slice (`docs-sidebar-<language>`): rendered
 * once per language, without a current page, and stitched into every doc. Each doc's head
 * marks it with DocSidebarCurrentPage (gatsby-ssr); once the page is interactive the
 * sidebar takes the path from the page's provider, so `aria-current` follows client
 * navigation, and removes that style.
 * The server-rendered slice has no page providers, hence the labels in its context.
 */
export default function DocsSidebar({ sliceContext }: DocsSidebarProps) {
  const pagePath = useDesignSystem().currentPath ?? '';
  const currentPath = useIsHydrated() ? pagePath : '';
  // Once it has marked the page itself, the sidebar follows client navigation alone.
  useEffect(() => {
    if (currentPath) document.querySelector('style[data-doc-sidebar-current-page]')?.remove();
  }, [currentPath]);
  return (
    <RoutedLinks>
      {/* Plain anchors, routed by RoutedLinks: one link component per entry was most of the render. */}
      <DocSidebar
        items={sliceContext.items}
        label={sliceContext.label}
        currentPath={currentPath}
        LinkComponent="a"
      />
    </RoutedLinks>
  );
}
