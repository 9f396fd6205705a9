import type { SliceComponentProps } from 'gatsby';
import type { DocSidebarItem } from '@foyer/design-system';
import { DocsSidebarNavigationIsland } from '../lazy/islands';

/** Built once per language when the pages are created (gatsby-node), labels translated. */
export interface DocsSidebarContext {
  items: DocSidebarItem[];
  /** The navigation landmark's accessible name. */
  label: string;
}

export type DocsSidebarProps = SliceComponentProps<object, DocsSidebarContext>;

/**
 * The docs sidebar of one language, a Gatsby slice (`docs-sidebar-<language>`): rendered
 * once per language, without a current page, and stitched into every doc. Its tree is an
 * island (DocsSidebarNavigation): the server HTML is every link, and a category folded or
 * unfolded before its code arrives is held and done once it has.
 * The server-rendered slice has no page providers, hence the labels in its context.
 */
export default function DocsSidebar({ sliceContext }: DocsSidebarProps) {
  return <DocsSidebarNavigationIsland items={sliceContext.items} label={sliceContext.label} />;
}
