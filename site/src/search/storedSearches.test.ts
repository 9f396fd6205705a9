/**
 * @jest-environment jsdom
 */
import {
  addFavorite,
  addRecent,
  loadStoredSearches,
  removeFavorite,
  removeRecent,
  saveStoredSearches,
  type StoredSearches,
} from './storedSearches';

const empty: StoredSearches = { recent: [], favorites: [] };
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

describe('stored searches without storage', () => {
  const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
  afterEach(() => {
    if (storage) Object.defineProperty(window, 'localStorage', storage);
  });

  it('round-trips through localStorage, per index', () => {
    saveStoredSearches('foyer_docs', addRecent(empty, 'mqtt'));
    expect(loadStoredSearches('foyer_docs').recent.map((item) => item.query)).toEqual(['mqtt']);
    expect(loadStoredSearches('other_index').recent).toEqual([]);
  });

  it('falls back to none, with a warning for developers, when storage is blocked', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadStoredSearches('foyer_docs')).toEqual(empty);
    saveStoredSearches('foyer_docs', addRecent(empty, 'mqtt'));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
