import path from 'node:path';
import { languageFromPath, longFormPagePaths } from './languageFromPath';

// The plugin's own copy of path-to-regexp, which reads the rules in the build.
type Match = (pagePath: string) => false | { params: { lang?: string } };
const plugin = path.dirname(require.resolve('gatsby-plugin-react-i18next/package.json'));
const { match } = jest.requireActual<{ match: (rule: string) => Match }>(
  require.resolve('path-to-regexp', { paths: [plugin] }),
);

describe('languageFromPath', () => {
  it('matches the page in every language, and names the language prefix', () => {
    const rule = languageFromPath('/docs/:slug*/');
    expect(rule.getLanguageFromPath).toBe(true);
    const matches = match(rule.matchPath);
    const english = matches('/docs/api/rest-api/');
    expect(english).not.toBe(false);
    expect(english && english.params.lang).toBeUndefined();
    expect(matches('/fr/docs/api/rest-api/')).toMatchObject({ params: { lang: 'fr' } });
    expect(matches('/de/docs/api/rest-api/')).toBe(false);
    expect(matches('/blog/')).toBe(false);
  });
});

describe('longFormPagePaths', () => {
  it('lists the long-form pages of the content folder, at their neutral addresses', () => {
    const paths = longFormPagePaths(path.join(__dirname, '../../content/pages'));
    expect(paths).toEqual(expect.arrayContaining(['/plus/privacy/', '/plus/terms/', '/privacy/']));
    expect(paths).not.toContain('/plus/');
  });
});
