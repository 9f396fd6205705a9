import type { SearchHit } from '@foyer/design-system';
import { pageSuggestions } from './pageSuggestions';

const hit = (url: string, title: string, section = 'Installation'): SearchHit => ({
  objectID: url,
  url,
  content: null,
  type: 'lvl2',
  hierarchy: { lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});

describe('pageSuggestions', () => {
  it('offers each page once, at its address without the anchor, best first', () => {
    const suggestions = pageSuggestions(
      [
        hit('/docs/installation/synology/#prerequisites', 'Synology'),
        hit('/docs/installation/synology/#install', 'Synology'),
        hit('/blog/nas/#why', 'A NAS at home', 'Blog'),
      ],
      5,
    );
    expect(suggestions).toEqual([
      { url: '/docs/installation/synology/', title: 'Synology', section: 'Installation' },
      { url: '/blog/nas/', title: 'A NAS at home', section: 'Blog' },
    ]);
  });

  it('stops at the number asked for', () => {
    const hits = ['a', 'b', 'c', 'd'].map((name) => hit(`/docs/${name}/`, name));
    expect(pageSuggestions(hits, 3).map((page) => page.title)).toEqual(['a', 'b', 'c']);
  });
});
