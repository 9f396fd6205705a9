import {
  addFavorite,
  addRecent,
  loadStoredSearches,
  NO_STORED_SEARCHES,
  removeFavorite,
  removeRecent,
  saveStoredSearches,
  type StoredSearches,
} from './storedSearches';

const empty: StoredSearches = NO_STORED_SEARCHES;
const withRecent = (count: number) =>
  Array.from({ length: count }, (_, i) => `query ${i}`).reduce(addRecent, empty);

describe('recent and favourite searches', () => {
  it('keeps the 7 most recent searches, newest first, without duplicates', () => {
    const state = addRecent(withRecent(9), 'QUERY 8');
    expect(state.recent).toHaveLength(7);
    expect(state.recent[0]?.query).toBe('QUERY 8');
    expect(state.recent.filter((item) => item.id === 'query 8')).toHaveLength(1);
  });

  it('keeps only 4 recent searches once there is a favourite', () => {
    const state = withRecent(7);
    const starred = addFavorite(state, state.recent[2]!);
    expect(starred.favorites.map((item) => item.query)).toEqual(['query 4']);
    expect(starred.recent).toHaveLength(4);
    expect(starred.recent.some((item) => item.query === 'query 4')).toBe(false);
  });

  it('keeps 10 favourites at most', () => {
    let state = empty;
    for (let i = 0; i < 12; i += 1) state = addFavorite(state, { id: `f${i}`, query: `f${i}` });
    expect(state.favorites).toHaveLength(10);
    expect(state.favorites[0]?.query).toBe('f11');
  });

  it('removes a recent search or a favourite', () => {
    const state = addFavorite(withRecent(3), { id: 'fav', query: 'fav' });
    expect(removeRecent(state, state.recent[0]!).recent).toHaveLength(2);
    expect(removeFavorite(state, { id: 'fav', query: 'fav' }).favorites).toEqual([]);
  });

  it('does not record an empty query or one already starred', () => {
    const starred = addFavorite(empty, { id: 'zigbee', query: 'Zigbee' });
    expect(addRecent(starred, 'zigbee ').recent).toEqual([]);
    expect(addRecent(empty, '   ').recent).toEqual([]);
  });
});

describe('stored searches in localStorage', () => {
  const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
  afterEach(() => {
    if (storage) Object.defineProperty(window, 'localStorage', storage);
    window.localStorage.clear();
  });

  it('round-trips under the storage key given, one list per key', () => {
    saveStoredSearches('search-docs', addRecent(empty, 'mqtt'));
    expect(window.localStorage.getItem('search-docs')).toContain('mqtt');
    expect(loadStoredSearches('search-docs').recent.map((item) => item.query)).toEqual(['mqtt']);
    expect(loadStoredSearches('search-blog').recent).toEqual([]);
  });

  it('applies the limits to what it reads, and skips malformed entries', () => {
    window.localStorage.setItem(
      'search-docs',
      JSON.stringify({
        recent: [...Array.from({ length: 9 }, (_, i) => ({ id: `r${i}`, query: `r${i}` })), { id: 3 }],
        favorites: [{ id: 'f', query: 'f' }, 'nonsense'],
      }),
    );
    const state = loadStoredSearches('search-docs');
    expect(state.favorites).toEqual([{ id: 'f', query: 'f' }]);
    expect(state.recent.map((item) => item.id)).toEqual(['r0', 'r1', 'r2', 'r3']);
  });

  it('falls back to none, with one warning for developers, when storage is blocked', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadStoredSearches('search-docs')).toEqual(empty);
    saveStoredSearches('search-docs', addRecent(empty, 'mqtt'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('recent and favourite searches');
    warn.mockRestore();
  });
});
