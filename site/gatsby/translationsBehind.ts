import path from 'node:path';
import { headTranslator } from '../src/i18n/headTranslator';
import type { Language } from '../src/i18n/languages';
import type { PageFreshness } from '../src/docs/freshness';
import type { LastCommits } from './gitLastCommits';

/** A doc or long-form page, as the freshness check needs it. */
export interface TranslatedPage {
  /** Its route, with the language prefix. */
  path: string;
  /** Its route without the language prefix: twins share it. */
  neutralPath: string;
  collection: string;
  language: Language;
  title: string;
  /** Its source file's absolute path. */
  file: string;
  /** 'YYYY-MM-DD' (Mdx.lastModified). */
  lastModified: string | null;
}

/** A page whose twin in the other language changed after it. */
export interface BehindTwin {
  page: TranslatedPage;
  twin: TranslatedPage;
}

/**
 * Whether `twin` changed after `page`. Two commits compare by time, so two changes on the
 * same day are told apart; one commit that changed both has one time, so they agree.
 * Without a commit for each (outside git, or a file not committed yet) the days compare.
 */
export function changedAfter(
  twin: TranslatedPage,
  page: TranslatedPage,
  lastCommits: LastCommits | null,
): boolean {
  const twinCommit = lastCommits?.get(twin.file);
  const pageCommit = lastCommits?.get(page.file);
  if (twinCommit && pageCommit) {
    return twinCommit.timestamp > pageCommit.timestamp;
  }
  if (!twin.lastModified || !page.lastModified) return false;
  return twin.lastModified > page.lastModified;
}

function twinKey(page: TranslatedPage): string {
  return `${page.collection} ${page.neutralPath}`;
}

/** Every page whose twin changed after it, by page path. */
export function translationsBehind(
  pages: readonly TranslatedPage[],
  lastCommits: LastCommits | null,
): BehindTwin[] {
  const byKey = new Map<string, TranslatedPage[]>();
  for (const page of pages) {
    const twins = byKey.get(twinKey(page)) ?? [];
    twins.push(page);
    byKey.set(twinKey(page), twins);
  }
  const behind: BehindTwin[] = [];
  for (const page of pages) {
    const twin = byKey
      .get(twinKey(page))
      ?.find((other) => other.language !== page.language && changedAfter(other, page, lastCommits));
    if (twin) behind.push({ page, twin });
  }
  return behind.sort((a, b) => a.page.path.localeCompare(b.page.path));
}

/** The notice's sentence for a page whose twin is newer, in the page's language. */
export type NoticeSentence = (page: TranslatedPage, twin: TranslatedPage) => string;

/**
 * The notice's sentences from each language's `common` strings, as the Locale nodes give
 * them (French typography applied): the page's language, naming the twin's.
 */
export function noticeSentences(
  commonStrings: readonly { language: string; data: string }[],
): NoticeSentence {
  const translators = new Map(
    commonStrings.map(({ language, data }) => [
      language,
      headTranslator({ locales: { edges: [{ node: { ns: 'common', data, language } }] } }, 'common'),
    ]),
  );
  return (page, twin) => {
    const t = translators.get(page.language);
    if (!t) throw new Error(`No common.json strings for ${page.language}`);
    return t('docs.newerTwin.notice', { language: t(`docs.newerTwin.languages.${twin.language}`) });
  };
}

/** A page's context entry: its date, and its newer twin if it has one. */
export function pageFreshness(
  page: TranslatedPage,
  behind: readonly BehindTwin[],
  sentence: NoticeSentence,
): PageFreshness {
  const twin = behind.find((entry) => entry.page === page)?.twin;
  return {
    lastModified: page.lastModified,
    newerTwin: twin
      ? { notice: sentence(page, twin), href: twin.path, language: twin.language, title: twin.title }
      : null,
  };
}

/**
 * The build log's block: each page behind its twin, both files (relative to `contentDir`)
 * and their dates; '' when none.
 */
export function translationsBehindReport(behind: readonly BehindTwin[], contentDir: string): string {
  if (behind.length === 0) return '';
  const file = (page: TranslatedPage) => path.relative(contentDir, page.file).split(path.sep).join('/');
  const date = (page: TranslatedPage) => page.lastModified ?? 'no date';
  // Gatsby's log wraps at 80 columns: one line per file keeps each readable.
  return [
    `Translations behind their twin (${behind.length}), in ${path.basename(contentDir)}/:`,
    ...behind.map(({ page, twin }) => {
      const sameDay = date(page) === date(twin) ? ', later that day' : '';
      return `- ${file(page)} (${date(page)})\n  older than ${file(twin)} (${date(twin)}${sameDay})`;
    }),
  ].join('\n');
}
