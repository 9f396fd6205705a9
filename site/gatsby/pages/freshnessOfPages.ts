import path from 'node:path';
import type { Reporter } from 'gatsby';
import { isLanguage } from '../../src/i18n/languages';
import type { PageFreshness } from '../../src/docs/freshness';
import { contentHistory } from '../contentHistory';
import { CONTENT_DIR, REPOSITORY_ROOT } from '../sitePaths';
import {
  noticeSentences,
  pageFreshness,
  translationsBehind,
  translationsBehindReport,
  type TranslatedPage,
} from '../translationsBehind';
import type { CommonStringsNode, ContentNode } from './contentQuery';

/**
 * Docs and long-form pages say when they last changed, and whether their twin changed
 * since: the freshness of each, by node id, and the build log's report of twins behind.
 */
export function freshnessOfPages(
  nodes: readonly ContentNode[],
  commonStrings: readonly CommonStringsNode[],
  reporter: Reporter,
): (id: string) => PageFreshness {
  const translated = new Map<string, TranslatedPage>();
  for (const node of nodes) {
    const { collection, path: pagePath, neutralPath, language, sourcePath } = node.fields;
    if (collection === 'blog' || !isLanguage(language)) continue;
    translated.set(node.id, {
      path: pagePath,
      neutralPath,
      collection,
      language,
      title: node.frontmatter.title,
      file: path.resolve(REPOSITORY_ROOT, sourcePath),
      lastModified: node.lastModified ?? null,
    });
  }
  const behind = translationsBehind([...translated.values()], contentHistory()?.lastCommits ?? null);
  const report = translationsBehindReport(behind, CONTENT_DIR);
  if (report) reporter.info(report);
  const sentence = noticeSentences(commonStrings);
  return (id) => {
    const page = translated.get(id);
    return page ? pageFreshness(page, behind, sentence) : { lastModified: null, newerTwin: null };
  };
}
