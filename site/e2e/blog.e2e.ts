import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { XMLParser } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openHydrated } from './support/browser';
import { get } from './support/server';

const blogRoot = path.resolve(__dirname, '../content/blog');
const LANGUAGES = [
  { language: 'en', prefix: '', allPosts: 'All posts', older: 'Older posts', pages: 'Blog pages' },
  {
    language: 'fr',
    prefix: '/fr',
    allPosts: 'Tous les articles',
    older: 'Articles plus anciens',
    pages: 'Pages du blog',
  },
] as const;

/** Front-matter dates of the posts, by slug: what every page must show. */
const postDates = new Map(
  fs
    .readdirSync(path.join(blogRoot, 'en'))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const source = fs.readFileSync(path.join(blogRoot, 'en', file), 'utf8');
      const frontmatter = yaml.load(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') as { date: Date };
      return [file.replace(/\.mdx$/, ''), frontmatter.date.toISOString().slice(0, 10)];
    }),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function openPage(pathname: string, width = 1280): Promise<Page> {
  return openHydrated(browser, pathname, { viewport: { width, height: 900 } });
}

function slugOf(href: string): string {
  return href.replace(/^(\/fr)?\/blog\//, '').replace(/\/$/, '');
}

describe.each(LANGUAGES)('blog lists ($language)', ({ prefix, older, pages }) => {
  it('shows 10, 10, 10 then 4 posts, newest first, each with its front-matter date', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    for (const list of ['/blog/', '/blog/page/2/', '/blog/page/3/', '/blog/page/4/']) {
      const page = await openPage(`${prefix}${list}`);
      const posts = await page.locator('main article').evaluateAll((articles) =>
        articles.map((article) => ({
          href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
          date: article.querySelector('time')?.getAttribute('datetime') ?? '',
          text: article.textContent ?? '',
        })),
      );
      sizes.push(posts.length);
      for (const post of posts) {
        expect(post.date).toBe(postDates.get(slugOf(post.href)));
        expect(post.text).toMatch(/min (read|de lecture)/);
        seen.push(post.href);
      }
      await page.context().close();
    }
    expect(sizes).toEqual([10, 10, 10, 4]);
    expect(new Set(seen).size).toBe(34);
    const dates = seen.map((href) => postDates.get(slugOf(href)) ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has no fifth page', async () => {
    expect((await get(`${prefix}/blog/page/5/`)).status).toBe(404);
  });

  it('goes to the next page through the pagination links', async () => {
    const page = await openPage(`${prefix}/blog/`);
    const navigation = page.getByRole('navigation', { name: pages });
    await expect(
      navigation.getByRole('link', { name: /^Page 1$/ }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await navigation.getByRole('link', { name: older }).click();
    await page.waitForURL(`**${prefix}/blog/page/2/`);
    await expect(page.locator('main article').count()).resolves.toBe(10);
    await page.context().close();
  });
});

describe.each(LANGUAGES)('blog archive, authors and posts ($language)', ({ language, prefix, allPosts }) => {
  it('lists all 34 posts in the archive under year headings, newest first', async () => {
    const page = await openPage(`${prefix}/blog/archive/`);
    const years = await page.locator('main section').evaluateAll((sections) =>
      sections.map((section) => ({
        year: section.querySelector('h2')?.textContent ?? '',
        posts: [...section.querySelectorAll('li')].map((item) => ({
          href: item.querySelector('a')?.getAttribute('href') ?? '',
          date: item.querySelector('time')?.getAttribute('datetime') ?? '',
        })),
      })),
    );
    expect(years.map((group) => group.year)).toEqual(['2025', '2024', '2023', '2022', '2021', '2020']);
    expect(years.flatMap((group) => group.posts)).toHaveLength(34);
    for (const group of years) {
      for (const post of group.posts) {
        expect(post.date).toBe(postDates.get(slugOf(post.href)));
        expect(post.date.slice(0, 4)).toBe(group.year);
      }
    }
    await page.context().close();
  });

  it('gives every author their posts, and every post to one author', async () => {
    const page = await openPage(`${prefix}/blog/authors/`);
    const authors = await page.locator('main section').evaluateAll((sections) =>
      sections.map((section) => ({
        id: section.querySelector('h2')?.id ?? '',
        posts: section.querySelectorAll('li a[href*="/blog/"]').length,
      })),
    );
    expect(authors.length).toBeGreaterThanOrEqual(2);
    for (const author of authors) expect(author.posts).toBeGreaterThan(0);
    expect(authors.reduce((sum, author) => sum + author.posts, 0)).toBe(34);
    await page.context().close();
  });

  it('shows a post with its date, author, reading time, year-grouped sidebar and neighbours', async () => {
    const page = await openPage(`${prefix}/blog/matter-support/`);
    const article = page.locator('main article');
    await expect(article.locator('time').first().getAttribute('datetime')).resolves.toBe('2023-09-05');
    await expect(article.locator('time').first().textContent()).resolves.toBe(
      language === 'fr' ? '5 septembre 2023' : '5 September 2023',
    );
    await expect(article.getByRole('link', { name: 'Malik Benali' }).getAttribute('href')).resolves.toBe(
      `${prefix}/blog/authors/#malik`,
    );
    const sidebar = page.getByRole('navigation', { name: allPosts });
    const groups = await sidebar.locator('h3').allTextContents();
    expect(groups).toEqual(['2025', '2024', '2023', '2022', '2021', '2020']);
    const links = await sidebar
      .locator('ul')
      .evaluateAll((lists) =>
        lists.map((list) => [...list.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '')),
      );
    links.forEach((hrefs, index) => {
      for (const href of hrefs) expect(postDates.get(slugOf(href))?.slice(0, 4)).toBe(groups[index]);
    });
    await expect(sidebar.locator('[aria-current="page"]').getAttribute('href')).resolves.toBe(
      `${prefix}/blog/matter-support/`,
    );
    // Newer: the 4.40 release of November 2023; older: the 4.36 release of May 2023.
    await expect(page.locator('a[rel="prev"]').getAttribute('href')).resolves.toBe(
      `${prefix}/blog/foyer-4-40/`,
    );
    await expect(page.locator('a[rel="next"]').getAttribute('href')).resolves.toBe(
      `${prefix}/blog/foyer-4-36/`,
    );
    await page.context().close();
  });

  it('moves the year-grouped posts into the menu on a phone', async () => {
    const page = await openPage(`${prefix}/blog/alexa/`, 390);
    await expect(page.getByRole('navigation', { name: allPosts }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: language === 'fr' ? 'Ouvrir le menu' : 'Open the menu' }).click();
    const menu = page.getByRole('dialog');
    const sidebar = menu.getByRole('navigation', { name: allPosts });
    await sidebar.waitFor();
    await expect(sidebar.locator('h3').allTextContents()).resolves.toEqual([
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
    ]);
    await expect(sidebar.locator('[aria-current="page"]').getAttribute('href')).resolves.toBe(
      `${prefix}/blog/alexa/`,
    );
    await page.context().close();
  });

  it('shares a post with its cover image as an article', async () => {
    const page = await openPage(`${prefix}/blog/matter-support/`);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    await expect(meta('meta[property="og:type"]')).resolves.toBe('article');
    await expect(meta('meta[name="twitter:card"]')).resolves.toBe('summary_large_image');
    const image = await meta('meta[property="og:image"]');
    expect(image).toMatch(/^https?:\/\/.+\.(jpg|png|webp)$/);
    expect((await get(new URL(image ?? '').pathname)).status).toBe(200);
    await expect(meta('meta[property="og:image:alt"]')).resolves.toBeTruthy();
    await expect(meta('meta[property="article:published_time"]')).resolves.toBe('2023-09-05');
    await page.context().close();
  });

  it('has a twin in the other language for every post', async () => {
    const other = language === 'en' ? '/fr' : '';
    for (const slug of postDates.keys()) {
      expect([slug, (await get(`${other}/blog/${slug}/`)).status]).toEqual([slug, 200]);
    }
  });
});

describe.each(LANGUAGES)('blog feeds ($language)', ({ language, prefix }) => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

  it('links both feeds from the head of the blog pages', async () => {
    const page = await openPage(`${prefix}/blog/`);
    const feeds = await page
      .locator('head link[rel="alternate"][type$="+xml"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('type'), link.getAttribute('href')]));
    expect(feeds).toEqual([
      ['application/rss+xml', `${prefix}/blog/rss.xml`],
      ['application/atom+xml', `${prefix}/blog/atom.xml`],
    ]);
    await page.context().close();
  });

  it('serves an RSS 2.0 feed of the 34 posts in the right language', async () => {
    const response = await get(`${prefix}/blog/rss.xml`);
    expect(response.status).toBe(200);
    const document = parser.parse(await response.text()) as {
      rss: { '@version': string; channel: { language: string; item: { link: string; pubDate: string }[] } };
    };
    expect(document.rss['@version']).toBe('2.0');
    expect(document.rss.channel.language).toBe(language);
    expect(document.rss.channel.item).toHaveLength(34);
    for (const item of document.rss.channel.item) {
      const slug = slugOf(new URL(item.link).pathname);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(postDates.get(slug));
    }
  });

  it('serves an Atom feed of the 34 posts', async () => {
    const response = await get(`${prefix}/blog/atom.xml`);
    expect(response.status).toBe(200);
    const document = parser.parse(await response.text()) as {
      feed: { '@xmlns': string; entry: unknown[] };
    };
    expect(document.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(document.feed.entry).toHaveLength(34);
  });
});

describe('feed media types', () => {
  it.each([
    ['/blog/rss.xml', 'application/rss+xml'],
    ['/fr/blog/atom.xml', 'application/atom+xml'],
  ])('serves %s as %s', async (feed, type) => {
    expect((await get(feed)).headers.get('content-type')).toMatch(new RegExp(`^${type.replace('+', '\\+')}`));
  });
});
