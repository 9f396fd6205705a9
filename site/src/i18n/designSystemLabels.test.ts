import fs from 'node:fs';
import path from 'node:path';
import { enLabels, type DesignSystemLabels } from '@foyer/design-system';
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
  it.each(['en', 'fr'] as const)('fill every string of each group they cover, in %s', (language) => {
    const labels = designSystemLabels(translatorFor(language));
    for (const [group, strings] of Object.entries(labels)) {
      const complete = enLabels[group as keyof DesignSystemLabels];
      expect({ group, keys: Object.keys(strings ?? {}).sort() }).toEqual({
        group,
        keys: Object.keys(complete).sort(),
      });
    }
  });

  it('are the site’s French strings on French pages', () => {
    const labels = designSystemLabels(translatorFor('fr'));
    expect(labels.tableOfContents?.title).not.toBe(enLabels.tableOfContents.title);
    expect(labels.link?.opensInNewTab).not.toBe(enLabels.link.opensInNewTab);
    expect(labels.navbar?.openMenu).not.toBe(enLabels.navbar.openMenu);
  });
});
