import type { SearchHit } from '@foyer/design-system';
import type { HierarchyLevel } from '@foyer/design-system/search';

/**
 * A record of the docs index (spec §3): a heading section of a doc, in DocSearch's
 * shape (the design system's `SearchHit`), with the two fields queries filter on.
 */
export interface SearchRecord extends Pick<SearchHit, 'objectID' | 'hierarchy' | 'content' | 'url'> {
  /** The deepest level this record stands for, or `content` for a code block under it. */
  type: HierarchyLevel | 'content';
  language: string;
  /** The docs version tag, e.g. "docs-current", or "blog" for a post. */
  docusaurus_tag: string;
}
