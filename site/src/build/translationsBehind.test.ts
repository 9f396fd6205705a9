import type { Language } from '../i18n/languages';
import { localizePath } from '../i18n/routing';
import { readGitHistory, type LastCommits } from './gitLastCommits';
import { lastModifiedDay } from './lastModified';
import { GitFixture } from './testing/gitFixture';
import {
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
    expect(
      pageFreshness(
        pages.find((page) => page.path === '/fr/docs/guides/mqtt/')!,
        behind,
      ),
    ).toEqual({
      lastModified: '2025-02-14',
      newerTwin: null,
    });
  });

  it('gives the page its date and a link to its newer twin, titled in the twin’s language', () => {
    const french = pages.find((page) => page.path === '/fr/docs/guides/rest-api/')!;
    expect(pageFreshness(french, behind)).toEqual({
      lastModified: '2025-01-10',
      newerTwin: { href: '/docs/guides/rest-api/', language: 'en', title: 'REST API' },
    });
    const english = pages.find((page) => page.path === '/docs/guides/docker/')!;
    expect(pageFreshness(english, behind).newerTwin).toEqual({
      href: '/fr/docs/guides/docker/',
      language: 'fr',
      title: 'Installer avec Docker',
    });
  });

  it('prints both files and their dates for the build log', () => {
    const report = translationsBehindReport(behind, fixture.root);
    expect(report.split('\n')).toEqual([
      'Translations behind their twin (4):',
      '- content/docs/en/guides/docker.mdx (2025-01-10) is older than content/docs/fr/guides/docker.mdx (2025-02-13)',
      '- content/docs/en/guides/synology.mdx (2025-02-16) is older than content/docs/fr/guides/synology.mdx (2025-02-16)',
      '- content/docs/fr/guides/alarm.mdx (2025-02-15) is older than content/docs/en/guides/alarm.mdx (2025-02-15)',
      '- content/docs/fr/guides/rest-api.mdx (2025-01-10) is older than content/docs/en/guides/rest-api.mdx (2025-02-12)',
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
