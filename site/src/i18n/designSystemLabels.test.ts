import fs from 'node:fs';
import path from 'node:path';
import { enLabels, frLabels, type DesignSystemLabels } from '@foyer/design-system';
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
  it('are the package’s French set on French pages, every group and string of it, with the site’s own words where it has them', () => {
    const labels = designSystemLabels('fr', translatorFor('fr'));
    for (const group of Object.keys(frLabels) as (keyof DesignSystemLabels)[]) {
      expect(Object.keys(labels[group] ?? {}).sort()).toEqual(Object.keys(frLabels[group]).sort());
    }
    expect(labels.navbar?.openMenu).toBe(frLabels.navbar.openMenu);
    expect(labels.tableOfContents?.title).toBe(frLabels.tableOfContents.title);
    expect(labels.docSidebar?.navigation).toBe('Documentation');
    expect(labels.imageWithFallback?.notFound).toBe(frLabels.imageWithFallback.notFound);
  });

  it('leave English pages to the package’s English but for the site’s own words', () => {
    const labels = designSystemLabels('en', translatorFor('en'));
    expect(labels.navbar).toBeUndefined();
    expect(labels.searchModal?.favorites).toBe('Favourites');
    expect(labels.searchModal?.favorites).not.toBe(enLabels.searchModal.favorites);
  });
});
