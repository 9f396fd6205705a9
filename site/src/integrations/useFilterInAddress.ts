import { useCallback, useEffect, useState } from 'react';
import { EMPTY_FILTER, parseFilter, serializeFilter, type CatalogueFilter } from './catalogueFilter';

/**
 * The catalogue filter, mirrored in the page address so a filtered list can be
 * shared and survives a reload. The server renders the full list; the address is
 * read once the page is interactive, so hydration sees the same markup.
 */
export function useFilterInAddress(): [CatalogueFilter, (filter: CatalogueFilter) => void] {
  const [filter, setFilterState] = useState<CatalogueFilter>(EMPTY_FILTER);

  useEffect(() => {
    setFilterState(parseFilter(window.location.search));
  }, []);

  const setFilter = useCallback((next: CatalogueFilter) => {
    setFilterState(next);
    const { pathname, search, hash } = window.location;
    // Replacing, not pushing: typing a word should not add a history entry per key.
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${serializeFilter(next, search)}${hash}`,
    );
  }, []);

  return [filter, setFilter];
}
