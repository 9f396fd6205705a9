import fs from 'node:fs';
import path from 'node:path';
import { commonStrings } from '../../gatsby/commonStrings';
import { site } from '../config/site';
import { buildDocsSidebar } from '../docs/buildSidebar';
import { readCatalogue } from '../integrations/catalogue';
import { LANGUAGES, type Language } from '../i18n/languages';
import { localizePath } from '../i18n/routing';
import { llmsFullTxt, llmsTxt, sidebarPaths, type LlmsLink, type LlmsStrings } from './llmsTxt';
import { docsWithoutCopy } from './docsWithoutCopy';
import { markdownPath } from './markdownPath';
import { mdxToMarkdown } from './mdxToMarkdown';
import type { MarkdownContext } from './componentsAsMarkdown';

type GraphqlRunner = <Result>(query: string) => Promise<{ data?: Result; errors?: unknown }>;

interface ContentNode {
  body: string;
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

/**
 * Publishes every doc and post as Markdown beside its page (markdownPath), and for
 * each language an llms.txt listing them and an llms-full.txt holding every doc.
 */
export async function writeMarkdownCopies(graphql: GraphqlRunner, siteDir: string): Promise<MarkdownCopies> {
  const result = await graphql<{ allMdx: { nodes: ContentNode[] } }>(`
    query MarkdownCopies {
      allMdx(filter: { fields: { collection: { in: ["docs", "blog"] } } }, sort: { fields: { path: ASC } }) {
        nodes {
          body
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
  const publicDir = path.join(siteDir, 'public');
  const files: string[] = [];
  const written = new Set<string>();

  for (const language of LANGUAGES) {
    const context = markdownContext(siteDir, language);
    const { translate } = context;
    const nodes = result.data.allMdx.nodes.filter((node) => node.fields.language === language);
    const markdownByPath = new Map<string, string>();
    for (const node of nodes) {
      const markdown = await mdxToMarkdown(
        {
          body: node.body,
          filePath: node.internal.contentFilePath ?? node.fields.path,
          title: node.frontmatter.title,
          description: node.frontmatter.description,
        },
        context,
      );
      const address = markdownPath(node.fields.path);
      write(publicDir, address, markdown, files);
      written.add(address);
      markdownByPath.set(node.fields.path, markdown);
    }

    const docs = nodes.filter((node) => node.fields.collection === 'docs');
    const sidebar = buildDocsSidebar(
      docs.map((node) => ({ ...node.fields, ...node.frontmatter })),
      (key) => translate(key),
    );
    const linkTo = (node: ContentNode): LlmsLink => ({
      title: node.frontmatter.title,
      url: `${site.url}${markdownPath(node.fields.path)}`,
      description: node.frontmatter.description,
    });
    const docAt = (pagePath: string) => {
      const node = docs.find((doc) => doc.fields.path === pagePath);
      return node ? linkTo(node) : undefined;
    };
    const posts = nodes
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
    write(
      publicDir,
      `${prefix}llms-full.txt`,
      llmsFullTxt(
        strings,
        sidebarPaths(sidebar).flatMap((pagePath) => markdownByPath.get(pagePath) ?? []),
      ),
      files,
    );
  }

  return { files, missing: docsWithoutCopy(publicDir, written) };
}
