/** The limits of spec §9 and issue 10, in one place. */
export const searchSettings = {
  maxQueryLength: 64,
  hitsPerPage: 20,
  hitsPerGroup: 5,
  snippetWords: 10,
  snippetWordsSmallScreen: 5,
  smallScreen: '(max-width: 768px)',
  stalledAfterMs: 300,
  recentLimit: 7,
  recentLimitWithFavorites: 4,
  favoritesLimit: 10,
} as const;
