import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import englishCommon from '../locales/en/common.json';
import frenchCommon from '../locales/fr/common.json';
import { locateContent, type Collection } from '../gatsby/contentPaths';
import { formatDate } from '../src/i18n/formatDate';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { get } from './support/server';

/**
 * The built pages against git itself, asked file by file (`git log -1 -- <file>`), not
 * through the build's own one-pass reading of the history.
 */
const siteRoot = path.resolve(__dirname, '..');
const contentRoot = path.join(siteRoot, 'content');
const STRINGS: Record<Language, typeof englishCommon> = { en: englishCommon, fr: frenchCommon };

function gitLog(format: string, file: string): string {
  return execFileSync('git', ['log', '-1', `--format=${format}`, '--', file], {
    cwd: siteRoot,
    encoding: 'utf8',
  }).trim();
}

interface SourcePage {
  route: string;
  language: Language;
  file: string;
}

/** Every doc and long-form page, in pairs of twins. */
function twinsOf(collection: Collection): [SourcePage, SourcePage][] {
  const folder = path.join(contentRoot, collection, 'en');
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
    .map((relative) => {
      const [english, french] = LANGUAGES.map((language) => ({
        route: locateContent(collection, `${language}/${relative}`).path,
        language,
        file: path.join(contentRoot, collection, language, relative),
      }));
      return [english!, french!];
    });
}

/** Whether `twin` changed after `page`: a later commit, the same commit being no change. */
function changedAfter(twin: SourcePage, page: SourcePage): boolean {
  const [twinCommit, twinTime] = gitLog('%H %ct', twin.file).split(' ');
  const [pageCommit, pageTime] = gitLog('%H %ct', page.file).split(' ');
  return twinCommit !== pageCommit && Number(twinTime) > Number(pageTime);
}

/** The "Last updated" text a page shows, if any. */
function shownLastUpdated(html: string, language: Language): string | undefined {
  const [before] = STRINGS[language].docs.lastUpdated.split('{{date}}');
  return html
    .split('>')
    .find((chunk) => chunk.startsWith(before ?? '\0'))
    ?.split('<')[0];
}

const PAIRS = [...twinsOf('docs'), ...twinsOf('pages')];
/** Each page with the twin its notice should link to, or null. */
const EXPECTED = PAIRS.flatMap(([english, french]) => [
  { page: english, newerTwin: changedAfter(french, english) ? french : null },
  { page: french, newerTwin: changedAfter(english, french) ? english : null },
]);

async function html(route: string): Promise<string> {
  const response = await get(route);
  expect(response.status).toBe(200);
  return response.text();
}

function lastUpdatedText(language: Language, day: string): string {
  return STRINGS[language].docs.lastUpdated.replace('{{date}}', formatDate(day, language));
}

describe('how fresh a page says it is', () => {
  it.each([
    'docs/en/installation/docker.mdx',
    'docs/fr/api/rest-api.mdx',
    'docs/en/scenes/intro.mdx',
    'pages/fr/plus/privacy.mdx',
  ])('%s shows the day of the last commit that changed it', async (relative) => {
    const { path: route, language } = locateContent(
      relative.split('/')[0] as Collection,
      relative.split('/').slice(1).join('/'),
    );
    const day = gitLog('%cs', path.join(contentRoot, relative));
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shownLastUpdated(await html(route), language)).toBe(lastUpdatedText(language, day));
  });

  it('shows the translation notice on exactly the pages whose twin changed after them', async () => {
    const shown: string[] = [];
    for (const { page } of EXPECTED) {
      const notice = /<p[^>]*data-newer-twin="(\w+)"[^>]*>(.*?)<\/p>/.exec(await html(page.route));
      if (notice) shown.push(page.route);
    }
    const expected = EXPECTED.filter(({ newerTwin }) => newerTwin).map(({ page }) => page.route);
    expect(shown.sort()).toEqual(expected.sort());
  });

  it('words the notice in the page’s language, links to the newer twin in its own, near the top', async () => {
    for (const { page, newerTwin } of EXPECTED) {
      if (!newerTwin) continue;
      const text = await html(page.route);
      const notice = /<p[^>]*data-newer-twin="(\w+)"[^>]*>(.*?)<\/p>/.exec(text);
      const strings = STRINGS[page.language].docs.newerTwin;
      const languageName = strings.languages[newerTwin.language];
      expect(notice?.[1]).toBe(newerTwin.language);
      expect(notice?.[2]).toContain(strings.notice.replace('{{language}}', languageName));
      const link = /<a ([^>]*)>/.exec(notice?.[2] ?? '')?.[1] ?? '';
      expect(link).toContain(`href="${newerTwin.route}"`);
      // React writes the attribute as hrefLang; HTML reads attribute names in any case.
      expect(link).toMatch(new RegExp(`hreflang="${newerTwin.language}"`, 'i'));
      expect(link).toContain(`lang="${newerTwin.language}"`);
      // Between the title and the body's first section.
      const position = text.indexOf('data-newer-twin');
      expect(position).toBeGreaterThan(text.indexOf('<h1'));
      expect(position).toBeLessThan(text.indexOf('<h2', text.indexOf('<h1')));
    }
  });
});
