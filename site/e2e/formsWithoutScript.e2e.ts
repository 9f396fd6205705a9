import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface FormCase {
  name: string;
  /** The form's accessible name. */
  label: string;
  path: string;
  endpoint: string;
  /** Field label → what the visitor types. */
  fields: Record<string, string>;
  submit: string;
  /** The island's own chunk, for the case where it never arrives. */
  chunk?: RegExp;
}

const CASES: FormCase[] = [
  {
    name: 'contact',
    label: 'Contact form',
    path: '/contact/',
    endpoint: '/api/contact/',
    fields: { 'Email address': 'ada@example.org', Message: 'My thermostat sleeps at noon' },
    submit: 'Send the message',
  },
  {
    name: 'newsletter',
    label: 'Newsletter signup',
    path: '/blog/matter-support/',
    endpoint: '/api/newsletter/',
    fields: { 'Email address': 'ada@example.org', 'First name': 'Ada' },
    submit: 'Subscribe',
    chunk: /\/newsletter-form-[^/]*\.js$/,
  },
  {
    name: 'Plus signup',
    label: 'Foyer Plus signup',
    path: '/plus/',
    endpoint: '/api/plus/signup/',
    fields: { 'Email address': 'ada@example.org' },
    submit: 'Start my free trial',
    chunk: /\/plus-signup-form-[^/]*\.js$/,
  },
];

interface Submission {
  method: string;
  url: string;
  body: string;
}

/** Answers the form's endpoint as a backend would, and records what reached it. */
async function recordEndpoint(context: BrowserContext, endpoint: string): Promise<Submission[]> {
  const received: Submission[] = [];
  await context.route(`**${endpoint}*`, (route) => {
    const request = route.request();
    received.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' });
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Received</title>',
    });
  });
  return received;
}

async function fillAndSubmit(page: Page, form: FormCase) {
  const scope = page.getByRole('form', { name: form.label });
  for (const [label, value] of Object.entries(form.fields)) {
    await scope.getByLabel(label, { exact: false }).fill(value);
  }
  await scope.getByRole('button', { name: form.submit }).click();
  await page.waitForURL((url) => url.pathname === form.endpoint);
}

function expectPostedNotLeaked(page: Page, received: Submission[], form: FormCase) {
  expect(received).toHaveLength(1);
  expect(received[0]?.method).toBe('POST');
  expect(new URL(page.url()).search).toBe('');
  const posted = new URLSearchParams(received[0]?.body);
  expect(posted.get('email')).toBe(form.fields['Email address']);
  expect(posted.get('language')).toBe('en');
  for (const value of Object.values(form.fields)) {
    expect(page.url()).not.toContain(encodeURIComponent(value).slice(0, 12));
  }
}

describe.each(CASES)('the $name form before its script runs', (form) => {
  it('with JavaScript off, posts what was typed to its endpoint and never puts it in the address', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const received = await recordEndpoint(context, form.endpoint);
    const page = await context.newPage();
    await page.goto(form.path);
    await fillAndSubmit(page, form);
    expectPostedNotLeaked(page, received, form);
    // Back on the form, what was typed is still there.
    await page.goBack();
    const [firstLabel, firstValue] = Object.entries(form.fields)[0] ?? [];
    const scope = page.getByRole('form', { name: form.label });
    await expect(scope.getByLabel(firstLabel ?? '', { exact: false }).inputValue()).resolves.toBe(firstValue);
    await context.close();
  });

  if (form.chunk) {
    const chunk = form.chunk;
    it('when its code never arrives, keeps what was typed and posts it to its endpoint', async () => {
      const context = await newContext(browser);
      // The island's chunk hangs while the visitor types, then fails.
      let failChunk: () => void = () => undefined;
      const chunkRequested = new Promise<void>((requested) => {
        void context.route(chunk, async (route) => {
          requested();
          await new Promise<void>((fail) => {
            failChunk = fail;
          });
          await route.abort('internetdisconnected');
        });
      });
      const received = await recordEndpoint(context, form.endpoint);
      const page = await context.newPage();
      await page.goto(form.path);
      const scope = page.getByRole('form', { name: form.label });
      for (const [label, value] of Object.entries(form.fields)) {
        await scope.getByLabel(label, { exact: false }).fill(value);
      }
      await chunkRequested;
      failChunk();
      await page
        .getByRole('alert')
        .filter({ hasText: 'This part of the page could not be loaded.' })
        .waitFor();
      for (const [label, value] of Object.entries(form.fields)) {
        await expect(scope.getByLabel(label, { exact: false }).inputValue()).resolves.toBe(value);
      }
      await scope.getByRole('button', { name: form.submit }).click();
      await page.waitForURL((url) => url.pathname === form.endpoint);
      expectPostedNotLeaked(page, received, form);
      await context.close();
    });
  }
});
