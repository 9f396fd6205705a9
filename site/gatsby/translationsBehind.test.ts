import type { Language } from '../src/i18n/languages';
import { localizePath } from '../src/i18n/routing';
import { readGitHistory, type LastCommits } from './gitLastCommits';
import { lastModifiedDay } from './lastModified';
import { GitFixture } from './testing/gitFixture';
import englishCommon from '../locales/en/common.json';
import frenchCommon from '../locales/fr/common.json';
import { localeDataWithTypography } from './frenchTypographyInData';
import {
  noticeSentences,
  pageFreshness,
  translationsBehind,
  translationsBehindReport,
  type TranslatedPage,
} from './translationsBehind';

const TITLES: Record<string, Record<Language, string>> = {
  'rest-api': { en: 'REST API', fr: 'API REST' },
  docker: { en: 'Install with Docker', fr: 'Installer avec Docker' },
  mqtt: { en: 'MQTT', fr: 'MQTT' },
  alarm: { en: 'Alarm', fr: 'Alarme' },
  synology: { en: 'Synology NAS', fr: 'NAS Synology' },
};

function source(language: Language, slug: string): string {
  return `content/docs/${language}/guides/${slug}.mdx`;
}

function text(language: Language, slug: string, version: number): Record<string, string> {
  return {
    [source(language, slug)]: `---\ntitle: ${TITLES[slug]?.[language]}\n---\n\nVersion ${version}.\n`,
  };
}

/** The fixture's docs as the build sees them, dated from `lastCommits` (or their front matter). */
function pagesOf(
  fixture: GitFixture,
  lastCommits: LastCommits | null,
  frontMatter: Record<string, string> = {},
) {
  return Object.keys(TITLES).flatMap((slug) =>
    (['en', 'fr'] as const).map((language): TranslatedPage => {
      const file = fixture.path(source(language, slug));
      const neutralPath = `/docs/guides/${slug}/`;
      return {
        path: localizePath(neutralPath, language),
        neutralPath,
        collection: 'docs',
        language,
        title: TITLES[slug]?.[language] ?? slug,
        file,
        lastModified: lastModifiedDay(file, frontMatter[`${language} ${slug}`], lastCommits),
      };
    }),
  );
}

describe('translations behind their twin', () => {
  const fixture = new GitFixture();
  // Every pair starts out translated in one commit.
  fixture.commit(
    '2025-01-10T08:00:00+00:00',
    Object.assign({}, ...Object.keys(TITLES).flatMap((slug) => [text('en', slug, 1), text('fr', slug, 1)])),
  );
  // The English REST API page moves on, a month later.
  fixture.commit('2025-02-12T10:00:00+00:00', text('en', 'rest-api', 2));
  // The French Docker page moves on: the English one is behind (the reverse case).
  fixture.commit('2025-02-13T10:00:00+00:00', text('fr', 'docker', 2));
  // Both MQTT pages change in one commit: they agree.
  fixture.commit('2025-02-14T10:00:00+00:00', { ...text('en', 'mqtt', 2), ...text('fr', 'mqtt', 2) });
  // Same day, French first and English an hour later: the French page is behind.
  fixture.commit('2025-02-15T09:00:00+00:00', text('fr', 'alarm', 2));
  fixture.commit('2025-02-15T10:00:00+00:00', text('en', 'alarm', 2));
  // Same day again, the other way round: the English Synology page is behind.
  fixture.commit('2025-02-16T09:00:00+00:00', text('en', 'synology', 2));
  fixture.commit('2025-02-16T10:00:00+00:00', text('fr', 'synology', 2));

  const lastCommits = readGitHistory(fixture.path('content'))?.lastCommits ?? null;
  const pages = pagesOf(fixture, lastCommits);
  const behind = translationsBehind(pages, lastCommits);
  const behindPaths = behind.map(({ page, twin }) => `${page.path} → ${twin.path}`);
  // The strings as the Locale nodes give them to createPages.
  const sentence = noticeSentences(
    [
      { language: 'en', data: JSON.stringify(englishCommon) },
      { language: 'fr', data: JSON.stringify(frenchCommon) },
    ].map((locale) => ({ ...locale, data: localeDataWithTypography(locale) })),
  );
  const page = (route: string) => pages.find((candidate) => candidate.path === route)!;

  it('finds a French doc whose English twin changed after it, and the reverse', () => {
    expect(behindPaths).toEqual([
      '/docs/guides/docker/ → /fr/docs/guides/docker/',
      '/docs/guides/synology/ → /fr/docs/guides/synology/',
      '/fr/docs/guides/alarm/ → /docs/guides/alarm/',
      '/fr/docs/guides/rest-api/ → /docs/guides/rest-api/',
    ]);
  });

  it('leaves alone twins changed by the same commit, or not changed since they were translated together', () => {
    expect(behindPaths.join(' ')).not.toMatch(/mqtt/);
    expect(pageFreshness(page('/fr/docs/guides/mqtt/'), behind, sentence)).toEqual({
      lastModified: '2025-02-14',
      newerTwin: null,
    });
  });

  it('gives the page its date and a notice in its language, linking to the twin titled in the twin’s', () => {
    expect(pageFreshness(page('/fr/docs/guides/rest-api/'), behind, sentence)).toEqual({
      lastModified: '2025-01-10',
      newerTwin: {
        // French typography: a no-break space before the colon.
        notice: 'La version anglaise de cette page est plus récente\u00a0:',
        href: '/docs/guides/rest-api/',
        language: 'en',
        title: 'REST API',
      },
    });
    expect(pageFreshness(page('/docs/guides/docker/'), behind, sentence).newerTwin).toEqual({
      notice: 'The French version of this page is more recent:',
      href: '/fr/docs/guides/docker/',
      language: 'fr',
      title: 'Installer avec Docker',
    });
  });

  it('prints both files and their dates for the build log', () => {
    const report = translationsBehindReport(behind, fixture.path('content'));
    expect(report.split('\n')).toEqual([
      'Translations behind their twin (4), in content/:',
      '- docs/en/guides/docker.mdx (2025-01-10)',
      '  older than docs/fr/guides/docker.mdx (2025-02-13)',
      '- docs/en/guides/synology.mdx (2025-02-16)',
      '  older than docs/fr/guides/synology.mdx (2025-02-16, later that day)',
      '- docs/fr/guides/alarm.mdx (2025-02-15)',
      '  older than docs/en/guides/alarm.mdx (2025-02-15, later that day)',
      '- docs/fr/guides/rest-api.mdx (2025-01-10)',
      '  older than docs/en/guides/rest-api.mdx (2025-02-12)',
    ]);
  });

  it('prints nothing when every translation agrees with its twin', () => {
    expect(translationsBehindReport([], fixture.root)).toBe('');
  });

  it('compares the front matter dates outside git, a day apart at least', () => {
    const frontMatter = {
      'en rest-api': '2025-02-12',
      'fr rest-api': '2025-01-10',
      'en alarm': '2025-02-15',
      'fr alarm': '2025-02-15',
    };
    const withoutGit = pagesOf(fixture, null, frontMatter);
    expect(translationsBehind(withoutGit, null).map(({ page }) => page.path)).toEqual([
      '/fr/docs/guides/rest-api/',
    ]);
  });
});
