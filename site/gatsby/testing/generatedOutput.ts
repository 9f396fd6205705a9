import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_DIR } from '../sitePaths';

/** One generated doc, as the post-build steps are given it. */
export interface GeneratedDoc {
  internal: { contentFilePath: string };
  fields: { path: string; language: 'en' | 'fr'; category: string; slug: string; collection: 'docs' };
  frontmatter: {
    title: string;
    description: string;
    sidebarLabel: null;
    sidebarPosition: number;
    date: null;
  };
}

export interface GeneratedSite {
  siteDir: string;
  docs: GeneratedDoc[];
}

const CATEGORIES = ['installation', 'integrations', 'scenes', 'dashboard', 'api', 'plus', 'dev'];
/** Links of the shared chrome on every page (a sidebar of this many docs). */
const CHROME_LINKS = 400;

function paragraph(index: number, language: 'en' | 'fr'): string {
  return language === 'fr'
    ? `Le module ${index} relève l’état des capteurs toutes les trente secondes ; s’il n’obtient pas de réponse, il réessaie trois fois puis marque l’appareil « injoignable » dans le tableau de bord.`
    : `Module ${index} reads the sensors every thirty seconds; when one does not answer it tries three more times, then marks the device as unreachable on the dashboard.`;
}

function docPath(index: number, language: 'en' | 'fr'): string {
  const prefix = language === 'fr' ? '/fr' : '';
  return `${prefix}/docs/${CATEGORIES[index % CATEGORIES.length]}/page-${index}/`;
}

/**
 * A built site of `count` doc pages (half per language) in a temporary folder: each page's
 * HTML with inline script and style, shared chrome links, headings with ids and links to
 * another page's heading, and its MDX source of about 4 KB. The site's strings and catalogue
 * are linked in, so the real post-build steps run on it unchanged.
 */
export function generateBuiltSite(count: number): GeneratedSite {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-generated-site-'));
  const publicDir = path.join(siteDir, 'public');
  fs.symlinkSync(path.join(SITE_DIR, 'locales'), path.join(siteDir, 'locales'));
  fs.mkdirSync(path.join(siteDir, 'content'));
  fs.copyFileSync(
    path.join(SITE_DIR, 'content/integrations.yaml'),
    path.join(siteDir, 'content/integrations.yaml'),
  );
  fs.mkdirSync(path.join(siteDir, 'deploy'));

  const docs: GeneratedDoc[] = [];
  for (let index = 0; index < count; index += 1) {
    const language = index % 2 === 0 ? 'en' : 'fr';
    const pagePath = docPath(index, language);
    const category = CATEGORIES[index % CATEGORIES.length] ?? 'installation';
    const chrome = Array.from({ length: CHROME_LINKS }, (_, link) => {
      const target = docPath((index + link * 2) % count, language);
      return `<li><a href="${target}">Page ${link}</a></li>`;
    }).join('');
    const neighbour = docPath((index + 2) % count, language);
    const sections = Array.from(
      { length: 6 },
      (_, section) =>
        `<h2 id="section-${section}">Section ${section}</h2><p>${paragraph(index, language)} ${paragraph(section, language)}</p>`,
    ).join('');
    const html =
      `<!DOCTYPE html><html lang="${language}"><head><style>main{margin:0}</style>` +
      `<script>window.pageIndex=${index}</script></head><body><nav><ul>${chrome}</ul></nav>` +
      `<main><h1>Page ${index}</h1>${sections}<p><a href="#section-3">Up</a> ` +
      `<a href="${neighbour}#section-1">Next</a></p></main></body></html>`;
    const folder = path.join(publicDir, pagePath);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'index.html'), html);

    const source = path.join(siteDir, 'content/docs', language, category, `page-${index}.mdx`);
    fs.mkdirSync(path.dirname(source), { recursive: true });
    const body = Array.from(
      { length: 8 },
      (_, section) =>
        `## Section ${section}\n\n${paragraph(index, language)}\n\n${paragraph(section + index, language)}\n`,
    ).join('\n');
    fs.writeFileSync(
      source,
      `---\ntitle: Page ${index}\ndescription: Generated page ${index}.\n---\n\n${body}`,
    );
    docs.push({
      internal: { contentFilePath: source },
      fields: { path: pagePath, language, category, slug: `page-${index}`, collection: 'docs' },
      frontmatter: {
        title: `Page ${index}`,
        description: `Generated page ${index}.`,
        sidebarLabel: null,
        sidebarPosition: index,
        date: null,
      },
    });
  }
  return { siteDir, docs };
}
