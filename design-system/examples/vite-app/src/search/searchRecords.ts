import type { SearchHit } from '@foyer/design-system';
import { docPages } from '../docs';

type SearchRecord = Omit<SearchHit, '_highlightResult' | '_snippetResult'>;

const NO_LEVELS = { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

/**
 * The docs as a DocSearch-style index: one record per page (`lvl1`) and one per
 * section (`lvl2`, `lvl3`), each under its sidebar category (`lvl0`), which the search
 * modal shows as the group title. A real site would build this at build time, or let
 * a crawler build it.
 */
export const searchRecords: SearchRecord[] = docPages.flatMap((page) => {
  const pageLevels = { ...NO_LEVELS, lvl0: page.category, lvl1: page.title };
  const pageRecord: SearchRecord = {
    objectID: page.path,
    hierarchy: pageLevels,
    content: page.introduction,
    type: 'lvl1',
    url: page.path,
  };
  let parentTitle: string | null = null;
  const sectionRecords = page.sections.map((section): SearchRecord => {
    if (section.depth === 2) parentTitle = section.title;
    const hierarchy =
      section.depth === 2
        ? { ...pageLevels, lvl2: section.title }
        : { ...pageLevels, lvl2: parentTitle, lvl3: section.title };
    return {
      objectID: `${page.path}#${section.id}`,
      hierarchy,
      content: section.paragraphs.join(' '),
      type: section.depth === 2 ? 'lvl2' : 'lvl3',
      url: `${page.path}#${section.id}`,
    };
  });
  return [pageRecord, ...sectionRecords];
});
