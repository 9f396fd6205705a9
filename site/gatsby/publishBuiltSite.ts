import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs, Reporter } from 'gatsby';
import { writeFeeds } from '../src/blog/writeFeeds';
import { site } from '../src/config/site';
import { writeMarkdownCopies } from '../src/markdown/writeMarkdownCopies';
import { writeSearchRecords } from '../src/search/writeSearchRecords';
import { robotsTxt, sitemapXml } from '../src/seo/sitemap';
import { writeHostHeaders } from './hostHeaders';
import { checkInternalLinks } from './linkCheck';
import { stripNullBytes } from './stripNullBytes';

interface PublishArgs {
  graphql: CreatePagesArgs['graphql'];
  reporter: Reporter;
  /** The site's folder (the one holding public/). */
  siteDir: string;
}

/**
 * After the build: repairs and checks the pages, writes the feeds, search records,
 * Markdown copies with llms.txt, sitemap and robots.txt, then the reference nginx host's headers.
 */
export async function publishBuiltSite({ graphql, reporter, siteDir }: PublishArgs): Promise<void> {
  const repaired = stripNullBytes(path.join(siteDir, 'public'));
  if (repaired.length > 0) reporter.info(`removed stray NUL bytes from ${repaired.length} pages`);
  const feeds = await writeFeeds(graphql, siteDir);
  reporter.info(`wrote ${feeds.length} blog feeds`);
  const search = await writeSearchRecords(graphql, siteDir);
  reporter.info(
    `wrote the search records: ${search.files.map((file) => path.relative(siteDir, file)).join(', ')}`,
  );
  const markdown = await writeMarkdownCopies(graphql, siteDir);
  reporter.info(
    `wrote ${markdown.files.length} Markdown copies and llms.txt files (${markdown.converted} converted, the others unchanged)`,
  );
  if (markdown.missing.length > 0) {
    reporter.panicOnBuild(`Docs without their Markdown copy:\n- ${markdown.missing.join('\n- ')}`);
    return;
  }
  const pages = await graphql<Queries.SitemapPagesQuery>(`
    query SitemapPages {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  const publicDir = path.join(siteDir, 'public');
  fs.writeFileSync(
    path.join(publicDir, 'sitemap.xml'),
    sitemapXml(pages.data?.allSitePage.nodes.map((node) => node.path) ?? [], site.url),
  );
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(site.url));
  reporter.info('wrote sitemap.xml and robots.txt');
  // A link to a missing page or heading, in either language, must not ship, nor a
  // search result that leads to one.
  const links = checkInternalLinks(
    publicDir,
    () => true,
    search.addresses.map(({ language, url }) => ({ source: `search record (${language})`, href: url })),
  );
  reporter.info(
    `link check: ${links.links} internal links and anchors on ${links.pages} pages, ${links.problems.length} broken`,
  );
  if (links.problems.length > 0) {
    reporter.panicOnBuild(`Broken internal links:\n- ${links.problems.join('\n- ')}`);
    return;
  }
  const host = writeHostHeaders(siteDir);
  reporter.info(
    `wrote ${host.files.map((file) => path.relative(siteDir, file)).join(' and ')}: a Content-Security-Policy for each of ${host.pages} pages (${host.parsed} parsed, the others unchanged)`,
  );
  if (host.problems.length > 0) {
    reporter.panicOnBuild(`Inline code outside its page's policy:\n- ${host.problems.join('\n- ')}`);
  }
}
