import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, waitForHydration } from './support/browser';

/** Integration logos and author avatars: small pictures written next to their name. */
const PICTURES = /\/(integrations|authors)\/[^/]+\.svg$/;
const PICTURE_SELECTOR = 'main img[src^="/integrations/"], main img[src^="/authors/"]';
const FALLBACK_SELECTOR = 'main [data-picture-fallback]';

const PAGES = [
  { page: 'the home catalogue', path: '/', failure: 'not found' },
  { page: 'the integrations page', path: '/fr/integrations/', failure: 'offline' },
  { page: 'the docs integrations index', path: '/docs/integrations/', failure: 'not found' },
  { page: 'a blog post', path: '/fr/blog/matter-support/', failure: 'offline' },
  { page: 'the authors page', path: '/blog/authors/', failure: 'not found' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function open(
  path: string,
  failure?: 'not found' | 'offline',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  if (failure === 'not found') {
    await context.route(PICTURES, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  } else if (failure === 'offline') {
    await context.route(PICTURES, (route) => route.abort('internetdisconnected'));
  }
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  // Lazy pictures load when they come near the screen: go through the whole page.
  for (let top = 0; top < (await page.evaluate(() => document.body.scrollHeight)); top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
  }
  return { context, page };
}

/** Pictures the browser gave up on: what a visitor sees as a broken-image icon. */
function brokenPictures(page: Page): Promise<number> {
  return page.locator(PICTURE_SELECTOR).evaluateAll((images) =>
    Promise.all(
      (images as HTMLImageElement[]).map((image) =>
        image.decode().then(
          () => false,
          () => image.complete,
        ),
      ),
    ).then((broken) => broken.filter(Boolean).length),
  );
}

describe.each(PAGES)('pictures of $page', ({ path, failure }) => {
  it(`shows the initials instead of a broken image when the pictures are ${failure}`, async () => {
    const { context, page } = await open(path);
    const pictures = await page.locator(PICTURE_SELECTOR).count();
    expect(pictures).toBeGreaterThan(0);
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll<HTMLImageElement>(selector)].every((image) => image.complete),
      PICTURE_SELECTOR,
    );
    await expect(brokenPictures(page)).resolves.toBe(0);
    await expect(page.locator(FALLBACK_SELECTOR).count()).resolves.toBe(0);
    await context.close();

    const broken = await open(path, failure);
    await broken.page.waitForFunction(
      ([fallbacks, count]) => document.querySelectorAll(fallbacks).length === count,
      [FALLBACK_SELECTOR, pictures] as const,
    );
    await expect(broken.page.locator(PICTURE_SELECTOR).count()).resolves.toBe(0);
    const initials = await broken.page.locator(FALLBACK_SELECTOR).allTextContents();
    for (const text of initials) expect(text).toMatch(/^\p{Lu}{1,2}$/u);
    await broken.context.close();
  });
});
