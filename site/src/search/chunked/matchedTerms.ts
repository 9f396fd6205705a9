import type { SearchRecord } from '../types';
import { fieldText, SEARCH_FIELDS } from './fields';
import { matchWeight } from './termMatch';
import { terms } from './terms';

/**
 * The words of a record that the query matched, folded, to highlight them: read
 * from the record itself, so the index does not have to ship them.
 */
export function matchedTerms(record: SearchRecord, queryTerms: readonly string[]): string[] {
  const matched = new Set<string>();
  for (const field of SEARCH_FIELDS) {
    for (const term of terms(fieldText(record, field))) {
      if (queryTerms.some((queryTerm) => matchWeight(queryTerm, term) !== undefined)) matched.add(term);
    }
  }
  return [...matched];
}
