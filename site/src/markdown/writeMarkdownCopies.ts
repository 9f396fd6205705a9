import fs from 'node:fs';
import matter from 'gray-matter';
import path from 'node:path';
import { commonStrings } from '../../gatsby/commonStrings';
import { site } from '../config/site';
import { buildDocsSidebar } from '../docs/buildSidebar';
import { readCatalogue } from '../integrations/catalogue';
import { LANGUAGES, type Language } from '../i18n/languages';
import { localizePath } from '../i18n/routing';
import {
  llmsFullEntry,
  llmsFullHeader,
  llmsTxt,
  sidebarPaths,
  type LlmsLink,
  type LlmsStrings,
} from './llmsTxt';
import { docsWithoutCopy } from './docsWithoutCopy';
import { markdownPath } from './markdownPath';
import { copyKey, digestOf, openCopyCache } from './copyCache';
import { mdxToMarkdown } from './mdxToMarkdown';
import type { MarkdownContext } from './componentsAsMarkdown';

type GraphqlRunner = <Result>(query: string) => Promise<{ data?: Result; errors?: unknown }>;

/** What a doc's or post's copy is written from; its body is read from its file, one at a time. */
export interface MarkdownSourceNode {
  internal: { contentFilePath: string | null };
  fields: { path: string; language: string; category: string; slug: string; collection: string };
  frontmatter: {
    title: string;
    description: string;
    sidebarLabel: string | null;
    sidebarPosition: number | null;
    date: string | null;
  };
}

export interface MarkdownCopies {
  /** Files written, relative to public/. */
  files: string[];
  /** Docs' pages without their copy; the build fails on any. */
  missing: string[];
  /** Copies converted by this build; the others were unchanged since the last one. */
  converted: number;
}

/** What every copy is made from besides its own file: the converter and what it reads. */
function converterDigest(siteDir: string): string {
  const repository = path.resolve(siteDir, '..');
  return digestOf(
    [
      'src/markdown',
      'src/config',
      'src/integrations',
      'src/i18n',
      'gatsby/remarkFrenchTypography.ts',
      'locales',
      'content/integrations.yaml',
    ]
      .map((entry) => path.join(siteDir, entry))
      .concat(path.join(repository, 'yarn.lock')),
  );
}

function write(publicDir: string, address: string, text: string, files: string[]): void {
  const file = path.join(publicDir, address);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
  files.push(address);
}

/** What the Markdown copies of one language are written with: its strings and the catalogue. */
export function markdownContext(siteDir: string, language: Language): MarkdownContext {
  return {
    language,
    siteUrl: site.url,
    translate: commonStrings(siteDir, language),
    catalogue: readCatalogue(path.join(siteDir, 'content/integrations.yaml')),
  };
}

/** An MDX file's body, as gatsby-plugin-mdx gives it: the file without its front matter. */
function bodyOf(source: string): string {
  // With options, gray-matter keeps no cache of every file it read.
  return matter(source, { language: 'yaml' }).content;
}

/**
 * Publishes every doc and post as Markdown beside its page (markdownPath), and for
 * each language an llms.txt listing them and an llms-full.txt holding every doc.
 */
export async function writeMarkdownCopies(graphql: GraphqlRunner, siteDir: string): Promise<MarkdownCopies> {
  const result = await graphql<{ allMdx: { nodes: MarkdownSourceNode[] } }>(`
    query MarkdownCopies {
      allMdx(filter: { fields: { collection: { in: ["docs", "blog"] } } }, sort: { fields: { path: ASC } }) {
        nodes {
          internal {
            contentFilePath
          }
          fields {
            path
            language
            category
            slug
            collection
          }
          frontmatter {
            title
            description
            sidebarLabel
            sidebarPosition
            date
          }
        }
      }
    }
  `);
  if (!result.data)
    throw new Error(`Could not read the docs for their Markdown copies: ${String(result.errors)}`);
  return writeMarkdownCopiesOf(result.data.allMdx.nodes, siteDir);
}

/**
 * The copies of `nodes`, each body read from its file, converted and written before
 * the next; llms-full.txt is then streamed from the written copies in sidebar order,
 * so memory holds one doc at a time whatever the size of the docs.
 */
export async function writeMarkdownCopiesOf(
  nodes: readonly MarkdownSourceNode[],
  siteDir: string,
): Promise<MarkdownCopies> {
  const publicDir = path.join(siteDir, 'public');
  const files: string[] = [];
  const written = new Set<string>();
  const cache = openCopyCache(
    path.join(siteDir, '.cache', 'foyer', 'markdown-copies.json'),
    converterDigest(siteDir),
  );
  let converted = 0;

  for (const language of LANGUAGES) {
    const context = markdownContext(siteDir, language);
    const { translate } = context;
    const ofLanguage = nodes.filter((node) => node.fields.language === language);
    for (const node of ofLanguage) {
      const filePath = node.internal.contentFilePath;
      if (!filePath) throw new Error(`${node.fields.path} has no source file for its Markdown copy`);
      const source = fs.readFileSync(filePath, 'utf8');
      const { title, description } = node.frontmatter;
      const address = markdownPath(node.fields.path);
      const key = copyKey(language, filePath, title, description, source);
      if (cache.isFresh(address, key, path.join(publicDir, address))) {
        files.push(address);
      } else {
        const markdown = await mdxToMarkdown({ body: bodyOf(source), filePath, title, description }, context);
        write(publicDir, address, markdown, files);
        converted += 1;
      }
      cache.record(address, key);
      written.add(address);
    }

    const docs = ofLanguage.filter((node) => node.fields.collection === 'docs');
    const sidebar = buildDocsSidebar(
      docs.map((node) => ({ ...node.fields, ...node.frontmatter })),
      (key) => translate(key),
    );
    const linkTo = (node: MarkdownSourceNode): LlmsLink => ({
      title: node.frontmatter.title,
      url: `${site.url}${markdownPath(node.fields.path)}`,
      description: node.frontmatter.description,
    });
    const docsByPath = new Map(docs.map((node) => [node.fields.path, node]));
    const docAt = (pagePath: string) => {
      const node = docsByPath.get(pagePath);
      return node ? linkTo(node) : undefined;
    };
    const posts = ofLanguage
      .filter((node) => node.fields.collection === 'blog')
      .sort((a, b) => String(b.frontmatter.date).localeCompare(String(a.frontmatter.date)))
      .map(linkTo);
    const llms = commonStrings(siteDir, language, 'llms');
    const strings: LlmsStrings = {
      title: llms('title'),
      summary: llms('summary'),
      intro: llms('intro').replace('{{full}}', `${site.url}${localizePath('/llms-full.txt', language)}`),
      start: llms('start'),
      optional: llms('optional'),
    };
    const prefix = localizePath('/', language);
    write(publicDir, `${prefix}llms.txt`, llmsTxt(strings, { sidebar, docAt, posts }), files);
    const fullAddress = `${prefix}llms-full.txt`;
    const full = fs.openSync(path.join(publicDir, fullAddress), 'w');
    try {
      fs.writeSync(full, llmsFullHeader(strings));
      for (const pagePath of sidebarPaths(sidebar)) {
        const copy = path.join(publicDir, markdownPath(pagePath));
        if (fs.existsSync(copy)) fs.writeSync(full, llmsFullEntry(fs.readFileSync(copy, 'utf8')));
      }
    } finally {
      fs.closeSync(full);
    }
    files.push(fullAddress);
  }

  cache.save();
  return { files, missing: docsWithoutCopy(publicDir, written), converted };
}
