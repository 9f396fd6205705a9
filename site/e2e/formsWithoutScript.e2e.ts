import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { uniqueAddress } from './support/mails';

/*
 * Forms posted by the browser itself (JavaScript off, or the form's code never arrived):
 * form-encoded to the real receiver, which answers 303 to a localized result page.
 * No request to the receiver is intercepted.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface FormCase {
  name: string;
  /** The form's accessible name, per language. */
  label: { en: string; fr: string };
  path: string;
  /** Field label (English, French) → what the visitor types; `address` is replaced by a fresh one. */
  fields: [string, string, string][];
  submit: { en: string; fr: string };
  /** Where an accepted post lands, language-neutral. */
  accepted: string;
  /** The h1 of that page. */
  heading: { en: string; fr: string };
  /** The island's own chunk, for the case where it never arrives. */
  chunk?: RegExp;
}

const CASES: FormCase[] = [
  {
    name: 'contact',
    label: { en: 'Contact form', fr: 'Formulaire de contact' },
    path: '/contact/',
    fields: [
      ['Email address', 'Adresse email', 'address'],
      ['Message', 'Message', 'My thermostat sleeps at noon'],
    ],
    submit: { en: 'Send the message', fr: 'Envoyer le message' },
    accepted: '/forms/sent/',
    heading: { en: 'Message sent successfully!', fr: 'Message envoyé avec succès\u202f!' },
  },
  {
    name: 'newsletter',
    label: { en: 'Newsletter signup', fr: 'Inscription à la lettre d’information' },
    path: '/blog/matter-support/',
    fields: [
      ['Email address', 'Adresse email', 'address'],
      ['First name', 'Prénom', 'Ada'],
    ],
    submit: { en: 'Subscribe', fr: 'S’inscrire' },
    accepted: '/forms/check-inbox/',
    heading: { en: 'Check your inbox', fr: 'Vérifiez votre boîte de réception' },
    chunk: /\/newsletter-form-[^/]*\.js$/,
  },
  {
    name: 'Plus signup',
    label: { en: 'Foyer Plus signup', fr: 'Inscription à Foyer Plus' },
    path: '/plus/',
    fields: [['Email address', 'Adresse email', 'address']],
    submit: { en: 'Start my free trial', fr: 'Commencer mon essai gratuit' },
    accepted: '/forms/check-inbox/',
    heading: { en: 'Check your inbox', fr: 'Vérifiez votre boîte de réception' },
    chunk: /\/plus-signup-form-[^/]*\.js$/,
  },
];

const LANGUAGES = [
  ['en', ''],
  ['fr', '/fr'],
] as const;

/** Fills the form (a fresh address each time) and returns what was typed, by English label. */
async function fill(page: Page, form: FormCase, language: 'en' | 'fr'): Promise<Record<string, string>> {
  const scope = page.getByRole('form', { name: form.label[language] });
  const typed: Record<string, string> = {};
  for (const [english, french, value] of form.fields) {
    const text = value === 'address' ? uniqueAddress(`noscript-${form.name.replace(/\W/g, '')}`) : value;
    await scope.getByLabel(language === 'en' ? english : french, { exact: false }).fill(text);
    typed[english] = text;
  }
  return typed;
}

async function submitAndLand(
  page: Page,
  form: FormCase,
  language: 'en' | 'fr',
  prefix: string,
  target: string,
) {
  await page
    .getByRole('form', { name: form.label[language] })
    .getByRole('button', { name: form.submit[language] })
    .click();
  await page.waitForURL((url) => url.pathname === `${prefix}${target}`);
  // Nothing typed ends up in the address, its logs or referrers.
  expect(new URL(page.url()).search).toBe('');
}

describe.each(CASES)('the $name form with JavaScript off', (form) => {
  it.each(LANGUAGES)(
    '(%s) posts to the receiver and lands on the localized result page',
    async (language, prefix) => {
      const context = await newContext(browser, { javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${prefix}${form.path}`);
      const typed = await fill(page, form, language);
      await submitAndLand(page, form, language, prefix, form.accepted);
      await expect(page.locator('h1').textContent()).resolves.toBe(form.heading[language]);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(language);
      for (const value of Object.values(typed))
        expect(page.url()).not.toContain(encodeURIComponent(value).slice(0, 12));
      await context.close();
    },
  );
});

describe('refused input with JavaScript off', () => {
  it.each(LANGUAGES)(
    '(%s) an invalid address lands on the localized "incomplete" page',
    async (language, prefix) => {
      const context = await newContext(browser, { javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${prefix}/contact/`);
      const scope = page.getByRole('form', { name: CASES[0]?.label[language] ?? '' });
      await scope
        .getByLabel(language === 'en' ? 'Email address' : 'Adresse email', { exact: false })
        .fill('not-an-address');
      await scope.getByLabel('Message', { exact: false }).fill('Hello');
      await submitAndLand(page, CASES[0] as FormCase, language, prefix, '/forms/invalid/');
      await expect(page.locator('h1').textContent()).resolves.toBe(
        language === 'en' ? 'The form is incomplete' : 'Le formulaire est incomplet',
      );
      // Back on the form, what was typed is still there.
      await page.goBack();
      await expect(scope.getByLabel('Message', { exact: false }).inputValue()).resolves.toBe('Hello');
      await context.close();
    },
  );
});

/*
 * The island's code is made to fail on purpose (the site's own chunk is intercepted, never
 * the receiver): the server HTML keeps what was typed and the browser posts it itself.
 */
describe.each(CASES.filter((form) => form.chunk))('the $name form when its code never arrives', (form) => {
  it('keeps what was typed and posts it to the receiver, landing on the result page', async () => {
    const chunk = form.chunk as RegExp;
    const context = await newContext(browser);
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
    const page = await context.newPage();
    await page.goto(form.path);
    const typed = await fill(page, form, 'en');
    await chunkRequested;
    failChunk();
    await page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded.' }).waitFor();
    const scope = page.getByRole('form', { name: form.label.en });
    for (const [label, value] of Object.entries(typed)) {
      await expect(scope.getByLabel(label, { exact: false }).inputValue()).resolves.toBe(value);
    }
    await submitAndLand(page, form, 'en', '', form.accepted);
    await context.close();
  });
});
