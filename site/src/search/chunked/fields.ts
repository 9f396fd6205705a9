import type { HierarchyLevel } from '@foyer/design-system/search';
import type { SearchRecord } from '../types';

export type SearchField = HierarchyLevel | 'content';

/**
 * The searched fields, in the order the index numbers them. Written out rather
 * than spread from the package's HIERARCHY_LEVELS: gatsby-node runs this at build
 * time, where `@foyer/design-system` resolves to its `dist/`, which a fresh clone
 * has not built (`npm start` failed so). fields.test.ts keeps the two lists equal.
 */
export const SEARCH_FIELDS: readonly SearchField[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
];

/** The heading levels of a record, in order. */
export const HIERARCHY_LEVEL_NAMES = SEARCH_FIELDS.filter(
  (field): field is HierarchyLevel => field !== 'content',
);

/** Deeper headings weigh less than the page title; the text weighs least. */
export const FIELD_BOOSTS: Readonly<Record<SearchField, number>> = {
  lvl0: 1,
  lvl1: 4,
  lvl2: 3,
  lvl3: 2,
  lvl4: 1.5,
  lvl5: 1.2,
  lvl6: 1.1,
  content: 1,
};

/** The text of one field of a record; an empty field is an empty string. */
export function fieldText(record: SearchRecord, field: SearchField): string {
  return (field === 'content' ? record.content : record.hierarchy[field]) ?? '';
}
