import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { get } from './support/server';

/**
 * The design system's Storybook is published by the reference host at /storybook/,
 * beside the site, so a team adopting the package can open it (the package's
 * `homepage` points there). Needs the static Storybook (`yarn build-storybook`).
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the published Storybook', () => {
  it('answers at /storybook/ with its own framing policy, and keeps its .html addresses', async () => {
    const bare = await get('/storybook');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/storybook/');

    const home = await get('/storybook/');
    expect(home.status).toBe(200);
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");

    const preview = await get('/storybook/iframe.html?id=primitives-button--primary');
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('storybook-root');

    // The site's own pages still refuse to be framed.
    expect((await get('/docs/')).headers.get('x-frame-options')).toBe('DENY');
  });

  it('shows a story in its preview frame, with no error or policy violation in the console', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    await page.goto('/storybook/?path=/story/primitives-button--primary');
    const button = page.frameLocator('#storybook-preview-iframe').locator('#storybook-root button').first();
    await button.waitFor({ timeout: 30_000 });
    expect(await button.textContent()).toBeTruthy();
    expect(problems).toEqual([]);
    await context.close();
  });
});
