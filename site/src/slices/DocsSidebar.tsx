import type { SliceComponentProps } from 'gatsby';
import { DocSidebar, type DocSidebarItem } from '@foyer/design-system';
import { RoutedLinks } from '../components/RoutedLinks';

/** Built once per language when the pages are created (gatsby-node), labels translated. */
export interface DocsSidebarContext {
  items: DocSidebarItem[];
  /** The navigation landmark's accessible name. */
  label: string;
}

export type DocsSidebarProps = SliceComponentProps<object, DocsSidebarContext, { currentPath: string }>;

/**
 * The docs sidebar of one language, a Gatsby slice (`docs-sidebar-<language>`):
 * the docs list arrives once per language in the slice's data instead of riding in
 * every doc's page data. Slices render outside wrapPageElement, so everything the
 * sidebar needs is passed here rather than read from the page's providers.
 */
export default function DocsSidebar({ sliceContext, currentPath }: DocsSidebarProps) {
  return (
    <RoutedLinks>
      {/* Plain anchors, routed by RoutedLinks: the sidebar is rendered once per doc page. */}
      <DocSidebar
        items={sliceContext.items}
        label={sliceContext.label}
        currentPath={currentPath}
        LinkComponent="a"
      />
    </RoutedLinks>
  );
}
