import { warnStorageUnavailable } from '@foyer/design-system';
import { searchSettings } from './searchSettings';

export interface StoredSearch {
  id: string;
  query: string;
}

export interface StoredSearches {
  recent: StoredSearch[];
  favorites: StoredSearch[];
}

const EMPTY: StoredSearches = { recent: [], favorites: [] };

function idOf(query: string): string {
  return query.trim().toLowerCase();
}

/** Recent searches keep 7, or 4 once there are favourites, so the start screen stays short. */
function trimRecent(state: StoredSearches): StoredSearches {
  const limit =
    state.favorites.length > 0 ? searchSettings.recentLimitWithFavorites : searchSettings.recentLimit;
  return { ...state, recent: state.recent.slice(0, limit) };
}

export function addRecent(state: StoredSearches, query: string): StoredSearches {
  const id = idOf(query);
  if (!id || state.favorites.some((favorite) => favorite.id === id)) return state;
  return trimRecent({
    ...state,
    recent: [{ id, query: query.trim() }, ...state.recent.filter((item) => item.id !== id)],
  });
}

/** The star: a recent search becomes a favourite (10 kept) and leaves the recent list. */
export function addFavorite(state: StoredSearches, search: StoredSearch): StoredSearches {
  const favorites = [search, ...state.favorites.filter((item) => item.id !== search.id)].slice(
    0,
    searchSettings.favoritesLimit,
  );
  return trimRecent({ favorites, recent: state.recent.filter((item) => item.id !== search.id) });
}

export function removeRecent(state: StoredSearches, search: StoredSearch): StoredSearches {
  return { ...state, recent: state.recent.filter((item) => item.id !== search.id) };
}

export function removeFavorite(state: StoredSearches, search: StoredSearch): StoredSearches {
  return { ...state, favorites: state.favorites.filter((item) => item.id !== search.id) };
}

function storageKey(indexName: string): string {
  return `foyer-search-${indexName}`;
}

/** Reads the stored searches of an index; without storage (private browsing) there are none. */
export function loadStoredSearches(indexName: string): StoredSearches {
  try {
    const raw = window.localStorage.getItem(storageKey(indexName));
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredSearches>) : {};
    const valid = (items: unknown): StoredSearch[] =>
      Array.isArray(items)
        ? items.filter(
            (item): item is StoredSearch => typeof item?.id === 'string' && typeof item?.query === 'string',
          )
        : [];
    return trimRecent({
      recent: valid(parsed.recent),
      favorites: valid(parsed.favorites).slice(0, searchSettings.favoritesLimit),
    });
  } catch (error) {
    warnStorageUnavailable('the recent and favourite searches', error);
    return EMPTY;
  }
}

export function saveStoredSearches(indexName: string, state: StoredSearches): void {
  try {
    window.localStorage.setItem(storageKey(indexName), JSON.stringify(state));
  } catch (error) {
    warnStorageUnavailable('the recent and favourite searches', error);
  }
}
