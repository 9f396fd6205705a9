import fs from 'node:fs';
import path from 'node:path';
import { enLabels, frLabels } from '@foyer/design-system';
import { searchModalLabels } from '../search/ui/searchModalLabels';
import { designSystemLabels } from './designSystemLabels';

type Strings = Record<string, unknown>;

function translatorFor(language: 'en' | 'fr') {
  const file = path.resolve(__dirname, `../../locales/${language}/common.json`);
  const strings = JSON.parse(fs.readFileSync(file, 'utf8')) as Strings;
  return (key: string): string => {
    const value = key
      .split('.')
      .reduce<unknown>((scope, part) => (scope as Strings | undefined)?.[part], strings);
    if (typeof value !== 'string') throw new Error(`Missing UI string common:${key}`);
    return value;
  };
}

describe('the design system labels the site gives', () => {
  it('are the package’s French sets on French pages, every string of each, with the site’s own words where it has them', () => {
    const labels = designSystemLabels('fr', translatorFor('fr'));
    // The components every page renders before it hydrates; the islands (the navbar, the
    // table of contents, the footer...) bring their own with their code.
    const onEveryPage = ['codeBlock', 'errorPage', 'lazyBoundary', 'link', 'skipLink'] as const;
    for (const group of onEveryPage) {
      expect({ group, keys: Object.keys(labels[group] ?? {}).sort() }).toEqual({
        group,
        keys: Object.keys(frLabels[group]).sort(),
      });
    }
    const search = searchModalLabels('fr', translatorFor('fr'));
    expect(Object.keys(search).sort()).toEqual(Object.keys(frLabels.searchModal).sort());
    expect(search.clear).toBe(frLabels.searchModal.clear);
    expect(labels.navbar).toBeUndefined();
    expect(labels.tableOfContents).toBeUndefined();
    expect(labels.docSidebar?.navigation).toBe('Documentation');
  });

  it('leave English pages to the package’s English but for the site’s own words', () => {
    const labels = designSystemLabels('en', translatorFor('en'));
    expect(labels.navbar).toBeUndefined();
    const search = searchModalLabels('en', translatorFor('en'));
    expect(search.clear).toBeUndefined();
    expect(search.favorites).toBe('Favourites');
    expect(search.favorites).not.toBe(enLabels.searchModal.favorites);
  });
});
