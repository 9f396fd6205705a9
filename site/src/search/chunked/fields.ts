import { HIERARCHY_LEVELS, type HierarchyLevel } from '@foyer/design-system';
import type { SearchRecord } from '../types';

export type SearchField = HierarchyLevel | 'content';

/** The searched fields, in the order the index numbers them. */
export const SEARCH_FIELDS: readonly SearchField[] = [...HIERARCHY_LEVELS, 'content'];

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
