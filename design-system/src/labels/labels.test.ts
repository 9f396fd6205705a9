import { enLabels } from './en';
import { frLabels } from './fr';
import type { DesignSystemLabels } from './types';

type Group = keyof DesignSystemLabels;

function sample(value: unknown): string {
  return typeof value === 'function'
    ? String((value as (input: string | number) => string)(3))
    : String(value);
}

describe('label sets', () => {
  const groups = Object.keys(enLabels) as Group[];

  it('give French every group and every string English has', () => {
    expect(Object.keys(frLabels).sort()).toEqual([...groups].sort());
    for (const group of groups) {
      expect(Object.keys(frLabels[group]).sort()).toEqual(Object.keys(enLabels[group]).sort());
    }
  });

  it('hold no empty string, and functions that say their argument', () => {
    for (const labels of [enLabels, frLabels]) {
      for (const group of groups) {
        for (const [key, value] of Object.entries(labels[group])) {
          const text = sample(value);
          expect({ group, key, text }).toEqual({ group, key, text: expect.stringMatching(/\S/) });
          if (typeof value === 'function') expect(text).toContain('3');
        }
      }
    }
  });

  it('are translated, not copied', () => {
    const same = groups.flatMap((group) =>
      Object.entries(enLabels[group])
        .filter(([key, value]) => sample(value) === sample(frLabels[group][key as never]))
        .map(([key]) => `${group}.${key}`),
    );
    // Words that are the same in both languages, and the keycaps printed on both keyboards.
    expect(same.sort()).toEqual([
      'mobileSidebar.title',
      'navbar.mobileMenu',
      'pagination.navigation',
      'pagination.page',
      'searchButton.commandKey',
      'searchButton.controlKey',
      'searchModal.downKey',
      'searchModal.enterKey',
      'searchModal.upKey',
    ]);
  });

  it('keep the spec’s search strings verbatim in English', () => {
    expect(enLabels.searchModal.errorTitle).toBe('Unable to fetch results');
    expect(enLabels.searchModal.errorHelp).toBe('You might want to check your network connection.');
    expect(enLabels.searchModal.noResultsFor).toBe('No results for');
    expect(enLabels.searchModal.trySearchingFor).toBe('Try searching for');
    expect(enLabels.searchModal.seeAll(42)).toBe('See all 42 results');
    expect(frLabels.errorPage.title).toBe('Cette page a planté.');
    expect(enLabels.errorPage.title).toBe('This page crashed.');
  });

  it('use French typography: a no-break space before colons, a narrow one before ; ? and !', () => {
    for (const group of groups) {
      for (const value of Object.values(frLabels[group])) {
        const text = sample(value);
        expect(text).not.toMatch(/[^\u00a0]:(\s|$)/);
        expect(text).not.toMatch(/[^\u202f][;?!](\s|$)/);
      }
    }
    expect(frLabels.searchModal.reportMissing).toBe('Cette recherche devrait donner des résultats\u202f?');
  });
});
