import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../i18n/languages';
import { frenchTypography } from '../i18n/frenchTypography';
import { builtDocTree } from './builtDocTree';
import { buildRecords } from './records';
import { allRecordsPath, POSTS_TAG, versionTag } from './searchIndex';
import { writeChunkedIndex } from './writeChunkedIndex';
import type { SearchRecord } from './types';

type GraphqlRunner = <Result>(query: string) => Promise<{ data?: Result; errors?: unknown }>;

/** Every doc's and post's records, per language, from the body trees of the built pages. */
export async function searchRecordsByLanguage(
  graphql: GraphqlRunner,
  siteDir: string,
): Promise<Record<Language, SearchRecord[]>> {
  const result = await graphql<Queries.SearchDocsQuery>(`
    query SearchDocs {
      allMdx(filter: { fields: { collection: { in: ["docs", "blog"] } } }, sort: { fields: { path: ASC } }) {
        nodes {
          fields {
            path
            language
            category
            collection
          }
          frontmatter {
            title
          }
        }
      }
    }
  `);
  if (!result.data) throw new Error(`Could not read the docs for search: ${String(result.errors)}`);
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, [] as SearchRecord[]]),
  ) as Record<Language, SearchRecord[]>;
  const publicDir = path.join(siteDir, 'public');
  for (const language of LANGUAGES) {
    const strings = JSON.parse(
      fs.readFileSync(path.join(siteDir, 'locales', language, 'common.json'), 'utf8'),
    ) as { docs: { categories: Record<string, string> }; nav: { blog: string } };
    for (const node of result.data.allMdx.nodes.filter((page) => page.fields.language === language)) {
      const isPost = node.fields.collection === 'blog';
      byLanguage[language].push(
        ...buildRecords({
          tree: builtDocTree(publicDir, node.fields.path),
          path: node.fields.path,
          title: node.frontmatter.title,
          // Posts make one group of their own; the docs home is the installation page.
          category: isPost
            ? strings.nav.blog
            : (strings.docs.categories[node.fields.category || 'installation'] ?? node.fields.category),
          language,
          versionTag: isPost ? POSTS_TAG : versionTag('current'),
        }),
      );
    }
  }
  // The body is typeset already, but for inline code, which the page keeps as written
  // and a snippet reads as prose; the title and category come from front matter and
  // locale files. Typesetting typeset text changes nothing.
  byLanguage.fr = byLanguage.fr.map(typesetFrenchRecord);
  return byLanguage;
}

function typesetFrenchRecord(record: SearchRecord): SearchRecord {
  const typeset = (text: string | null) => (text === null ? null : frenchTypography(text));
  const hierarchy = Object.fromEntries(
    Object.entries(record.hierarchy).map(([level, text]) => [level, typeset(text)]),
  ) as SearchRecord['hierarchy'];
  // Code is searched as written.
  const content = record.type === 'content' ? record.content : typeset(record.content);
  return { ...record, hierarchy, content };
}

/**
 * Writes the embedded search's chunked index of each language, and every record of
 * each language in one file for `search:push`; returns the files and the records' addresses.
 */
export async function writeSearchRecords(
  graphql: GraphqlRunner,
  siteDir: string,
): Promise<{ files: string[]; addresses: { language: Language; url: string }[] }> {
  const byLanguage = await searchRecordsByLanguage(graphql, siteDir);
  const publicDir = path.join(siteDir, 'public');
  const files = LANGUAGES.flatMap((language) => {
    const file = path.join(publicDir, allRecordsPath(language));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(byLanguage[language]));
    return [file, ...writeChunkedIndex(publicDir, language, byLanguage[language])];
  });
  // Only the addresses outlive the write, for the link check: the records are as large as the docs.
  const addresses = LANGUAGES.flatMap((language) =>
    byLanguage[language].map((record) => ({ language, url: record.url })),
  );
  return { files, addresses };
}
