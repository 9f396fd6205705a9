import type { StoredSearch } from '../components/SearchModal/types';
import { warnStorageUnavailable } from '../theme/storageWarning';
import { SEARCH_DEFAULTS } from './searchRequest';

/** The visitor's recent and favourite searches, newest first. */
export interface StoredSearches {
  recent: StoredSearch[];
  favorites: StoredSearch[];
}

export const NO_STORED_SEARCHES: StoredSearches = { recent: [], favorites: [] };

const FEATURE = 'the recent and favourite searches';

/** One entry per query, whatever its case or surrounding spaces. */
function idOf(query: string): string {
  return query.trim().toLowerCase();
}

/** Recent searches keep 7, or 4 once there are favourites, so the start screen stays short. */
function trimRecent(state: StoredSearches): StoredSearches {
  const limit =
    state.favorites.length > 0 ? SEARCH_DEFAULTS.recentLimitWithFavorites : SEARCH_DEFAULTS.recentLimit;
  return { ...state, recent: state.recent.slice(0, limit) };
}

/** Puts a query first among the recent searches, unless it is empty or already a favourite. */
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
    SEARCH_DEFAULTS.favoritesLimit,
  );
  return trimRecent({ favorites, recent: state.recent.filter((item) => item.id !== search.id) });
}

export function removeRecent(state: StoredSearches, search: StoredSearch): StoredSearches {
  return { ...state, recent: state.recent.filter((item) => item.id !== search.id) };
}

export function removeFavorite(state: StoredSearches, search: StoredSearch): StoredSearches {
  return { ...state, favorites: state.favorites.filter((item) => item.id !== search.id) };
}

function validSearches(items: unknown): StoredSearch[] {
  return Array.isArray(items)
    ? items.filter(
        (item): item is StoredSearch => typeof item?.id === 'string' && typeof item?.query === 'string',
      )
    : [];
}

/**
 * Reads the searches stored under `storageKey`. Without storage (on the server, in
 * private browsing, when blocked) there are none, and the search works all the same.
 */
export function loadStoredSearches(storageKey: string): StoredSearches {
  if (typeof window === 'undefined') return NO_STORED_SEARCHES;
  try {
    const raw = window.localStorage.getItem(storageKey);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredSearches>) : {};
    return trimRecent({
      recent: validSearches(parsed.recent),
      favorites: validSearches(parsed.favorites).slice(0, SEARCH_DEFAULTS.favoritesLimit),
    });
  } catch (error) {
    warnStorageUnavailable(FEATURE, error);
    return NO_STORED_SEARCHES;
  }
}

export function saveStoredSearches(storageKey: string, state: StoredSearches): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(state));
  } catch (error) {
    warnStorageUnavailable(FEATURE, error);
  }
}
