import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';

/**
 * French pages keep punctuation with its word (src/i18n/frenchTypography.ts): in the
 * built HTML, and in the page React leaves after hydrating it.
 */
const FRENCH_DIR = path.join(__dirname, '..', 'public', 'fr');

/** Elements whose text is code or not text at all; they stand in the prose as one opaque character. */
const OPAQUE_ELEMENTS = /<(pre|code|kbd|samp|script|style|template)\b[\s\S]*?<\/\1>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The text a reader sees: tags and their attributes go (React escapes `<` and `>` in
 * attribute values), so do React's `<!-- -->` text separators; code becomes a
 * placeholder, so that "voir <code>x</code>:" does not read as "voir :".
 */
function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(OPAQUE_ELEMENTS, '\u2588')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}

/** An ordinary (breaking) space or line break where French wants a no-break one. */
const BREAKING_SPACE_IN_FRENCH = /[ \t\r\n]+[:;?!]|«[ \t\r\n]|[ \t\r\n]»/g;

function breakingSpaces(html: string, where: string): string[] {
  const text = visibleText(html);
  return [...text.matchAll(BREAKING_SPACE_IN_FRENCH)].map((match) => {
    const context = text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10);
    return `${where}: …${context.replace(/\s+/g, ' ')}…`;
  });
}

function frenchPages(): string[] {
  return fs
    .readdirSync(FRENCH_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

describe('French typography', () => {
  it('leaves no ordinary space before : ; ? ! or inside « » on any built French page, outside code', () => {
    const pages = frenchPages();
    const problems = pages.flatMap((page) =>
      breakingSpaces(fs.readFileSync(path.join(FRENCH_DIR, page), 'utf8'), `/fr/${page}`),
    );
    console.log(`French typography: ${pages.length} French pages, ${problems.length} ordinary spaces found`);
    expect(pages.length).toBeGreaterThan(100);
    expect(problems.slice(0, 40)).toEqual([]);
  });

  it('leaves none in the French search records either, which the search shows as snippets', () => {
    const records = JSON.parse(
      fs.readFileSync(path.join(FRENCH_DIR, '..', 'search-records', 'fr.json'), 'utf8'),
    ) as { hierarchy: Record<string, string | null>; content: string | null; type: string }[];
    // A code block's record is its code, kept as written (as the page's code block shows it);
    // its headings are prose.
    const problems = records.flatMap((record) =>
      [record.type === 'content' ? null : record.content, ...Object.values(record.hierarchy)]
        .filter((text): text is string => Boolean(text))
        .flatMap((text) => [...text.matchAll(BREAKING_SPACE_IN_FRENCH)].map(() => text.slice(0, 80))),
    );
    expect(records.length).toBeGreaterThan(100);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  describe('once React has hydrated the page', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser.close();
    });

    it.each(['/fr/', '/fr/docs/installation/docker/'])(
      'keeps the typeset text on %s, without a hydration error',
      async (route) => {
        const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          // The test build's analytics hosts (.example) never answer; that is not React's doing.
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
            errors.push(message.text());
          }
        });
        await gotoHydrated(page, route);
        const html = await page.content();
        await context.close();
        expect(errors).toEqual([]);
        expect(breakingSpaces(html, route)).toEqual([]);
        // The navbar's language button, whose name comes from the typeset UI strings.
        expect(visibleText(html)).toContain('Langue\u00a0:');
      },
    );
  });
});
