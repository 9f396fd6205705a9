import type { Browser, Page, Route } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Answer = 'success' | 'server-error' | 'network-error' | 'slow' | 'rejected';

/** Opens a page whose form endpoint answers as told; returns the page and the requests received. */
async function openWithEndpoint(path: string, endpoint: string, answer: Answer) {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests: { method: string; body: unknown }[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${endpoint}`, async (route: Route) => {
    const request = route.request();
    requests.push({ method: request.method(), body: request.postDataJSON() as unknown });
    if (answer === 'network-error') return route.abort('internetdisconnected');
    if (answer === 'slow') await released;
    const status = { success: 200, slow: 200, 'server-error': 500, rejected: 422 }[answer];
    return route.fulfill({ status, contentType: 'application/json', body: '{}' });
  });
  await gotoHydrated(page, path);
  return { page, requests, release };
}

async function outcomeText(page: Page): Promise<string> {
  const regions = page.locator('[role="status"], [role="alert"]');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('form ~ div [role="status"], form ~ div [role="alert"]')].some(
      (region) => (region.textContent ?? '').trim() !== '',
    ),
  );
  return (await regions.allTextContents()).join(' ');
}

const CONTACT = {
  en: {
    path: '/contact/',
    email: 'Email address',
    message: 'Message',
    send: 'Send the message',
    sending: 'Sending...',
    success: 'Message sent successfully!',
    incomplete: 'The form is incomplete',
    incompleteBody: 'Did you enter a valid email address and type a message?',
    network: 'Network error',
    advice: /forum or on social media/,
    server: 'Sending failed',
  },
  fr: {
    path: '/fr/contact/',
    email: 'Adresse email',
    message: 'Message',
    send: 'Envoyer le message',
    sending: 'Envoie en cours...',
    // French UI strings are typeset at build time: a narrow no-break space before ? and !.
    success: 'Message envoyé avec succès\u202f!',
    incomplete: 'Le formulaire est incomplet',
    incompleteBody: 'Avez-vous saisi une adresse email valide et écrit un message\u202f?',
    network: 'Erreur réseau',
    advice: /forum ou les réseaux sociaux/,
    server: 'L’envoi a échoué',
  },
};

describe.each(Object.entries(CONTACT))('contact form (%s)', (language, text) => {
  async function fill(page: Page, email: string, message: string) {
    await page.getByLabel(text.email).fill(email);
    await page.getByRole('textbox', { name: new RegExp(`^${text.message}`) }).fill(message);
  }

  it('says the form is incomplete and sends nothing without a valid email and a message', async () => {
    const { page, requests } = await openWithEndpoint(text.path, '/api/contact/', 'success');
    await fill(page, 'camille@', '');
    await page.getByRole('button', { name: text.send }).click();
    const outcome = await outcomeText(page);
    expect(outcome).toContain(text.incomplete);
    expect(outcome).toContain(text.incompleteBody);
    expect(requests).toHaveLength(0);
    await expect(page.getByLabel(text.email).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(
      page.getByLabel(text.email).evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true);
    await expect(page.getByLabel(text.email).inputValue()).resolves.toBe('camille@');
    await page.context().close();
  });

  it('sends one POST of JSON and says the message was sent', async () => {
    const { page, requests } = await openWithEndpoint(text.path, '/api/contact/', 'success');
    await fill(page, '  camille@foyer.example ', 'Bonjour, une question sur Zigbee.');
    await page.getByRole('button', { name: text.send }).click();
    expect(await outcomeText(page)).toContain(text.success);
    expect(requests).toEqual([
      {
        method: 'POST',
        body: { email: 'camille@foyer.example', message: 'Bonjour, une question sur Zigbee.', language },
      },
    ]);
    await page.context().close();
  });

  it('keeps everything typed after a network error, with the advice to retry', async () => {
    const { page } = await openWithEndpoint(text.path, '/api/contact/', 'network-error');
    await fill(page, 'camille@foyer.example', 'Un message assez long pour qu’on le regrette.');
    await page.getByRole('button', { name: text.send }).click();
    const outcome = await outcomeText(page);
    expect(outcome).toContain(text.network);
    expect(outcome).toMatch(text.advice);
    await expect(page.getByLabel(text.email).inputValue()).resolves.toBe('camille@foyer.example');
    await expect(
      page.getByRole('textbox', { name: new RegExp(`^${text.message}`) }).inputValue(),
    ).resolves.toBe('Un message assez long pour qu’on le regrette.');
    await page.context().close();
  });

  it('reports a server error and keeps the message', async () => {
    const { page } = await openWithEndpoint(text.path, '/api/contact/', 'server-error');
    await fill(page, 'camille@foyer.example', 'Toujours là ?');
    await page.getByRole('button', { name: text.send }).click();
    expect(await outcomeText(page)).toContain(text.server);
    await expect(
      page.getByRole('textbox', { name: new RegExp(`^${text.message}`) }).inputValue(),
    ).resolves.toBe('Toujours là ?');
    await page.context().close();
  });

  it('shows the submitting state on a slow answer and ignores a second click', async () => {
    const { page, requests, release } = await openWithEndpoint(text.path, '/api/contact/', 'slow');
    await fill(page, 'camille@foyer.example', 'Patience.');
    await page.getByRole('button', { name: text.send }).click();
    const busy = page.getByRole('button', { name: text.sending });
    await busy.waitFor();
    await busy.click({ force: true });
    await page.keyboard.press('Enter');
    release();
    expect(await outcomeText(page)).toContain(text.success);
    expect(requests).toHaveLength(1);
    await page.context().close();
  });
});

const PLUS = {
  en: {
    path: '/plus/',
    email: 'Email address',
    start: 'Start my free trial',
    submitting: 'Signing up...',
    invalid: 'Please enter a valid email.',
    success: 'You will receive an email to activate your account.',
    network: 'Network error',
  },
  fr: {
    path: '/fr/plus/',
    email: 'Adresse email',
    start: 'Commencer mon essai gratuit',
    submitting: 'Inscription en cours...',
    invalid: "Merci d'entrer un email valide.",
    success: 'Vous allez recevoir un email pour activer votre compte.',
    network: 'Erreur réseau',
  },
};

describe.each(Object.entries(PLUS))('Plus signup (%s)', (language, text) => {
  const form = (page: Page) => page.locator('#signup');

  it('refuses an invalid email with the spec’s message', async () => {
    const { page, requests } = await openWithEndpoint(text.path, '/api/plus/signup/', 'success');
    await form(page).getByLabel(text.email).fill('not an email');
    await form(page).getByRole('button', { name: text.start }).click();
    await form(page).getByText(text.invalid).waitFor();
    expect(requests).toHaveLength(0);
    await expect(form(page).getByLabel(text.email).inputValue()).resolves.toBe('not an email');
    await page.context().close();
  });

  it('signs up, showing the submitting state, then the activation message', async () => {
    const { page, requests, release } = await openWithEndpoint(text.path, '/api/plus/signup/', 'slow');
    await form(page).getByLabel(text.email).fill('ines@foyer.example');
    await form(page).getByRole('button', { name: text.start }).click();
    await form(page).getByRole('button', { name: text.submitting }).waitFor();
    release();
    expect(await outcomeText(page)).toContain(text.success);
    expect(requests).toEqual([{ method: 'POST', body: { email: 'ines@foyer.example', language } }]);
    await page.context().close();
  });

  it('reports a network error and keeps the address', async () => {
    const { page } = await openWithEndpoint(text.path, '/api/plus/signup/', 'network-error');
    await form(page).getByLabel(text.email).fill('ines@foyer.example');
    await form(page).getByRole('button', { name: text.start }).click();
    expect(await outcomeText(page)).toContain(text.network);
    await expect(form(page).getByLabel(text.email).inputValue()).resolves.toBe('ines@foyer.example');
    await page.context().close();
  });
});

const NEWSLETTER = {
  en: {
    path: '/',
    post: '/blog/matter-support/',
    title: 'The Foyer newsletter',
    email: 'Email address',
    firstName: 'First name (optional)',
    subscribe: 'Subscribe',
    submitting: 'Subscribing...',
    failed: 'The signup failed',
    check: 'Is your email address correct?',
    thanks: 'Thank you for subscribing, Inès!',
    claim: 'Join more than 3,000 subscribers.',
  },
  fr: {
    path: '/fr/',
    post: '/fr/blog/matter-support/',
    title: 'La lettre d’information de Foyer',
    email: 'Adresse email',
    firstName: 'Prénom (facultatif)',
    subscribe: 'S’inscrire',
    submitting: 'Inscription...',
    failed: 'L’inscription a échoué',
    check: 'Votre adresse email est-elle correcte\u202f?',
    thanks: 'Merci pour votre inscription, Inès\u202f!',
    claim: 'Rejoignez plus de 3 000 abonnés.',
  },
};

describe.each(Object.entries(NEWSLETTER))('newsletter (%s)', (language, text) => {
  const section = (page: Page) => page.getByRole('region', { name: text.title });

  it('subscribes from the home page with the first name, and thanks by name', async () => {
    const { page, requests, release } = await openWithEndpoint(text.path, '/api/newsletter/', 'slow');
    const sectionText = (await section(page).textContent()) ?? '';
    // French writes 3 000 with a narrow no-break space.
    expect(sectionText.replace(/\s/g, ' ')).toContain(text.claim.replace(/\s/g, ' '));
    await section(page).getByLabel(text.email).fill('ines@foyer.example');
    await section(page).getByLabel(text.firstName).fill('Inès');
    await section(page).getByRole('button', { name: text.subscribe }).click();
    await section(page).getByRole('button', { name: text.submitting }).waitFor();
    release();
    await section(page).getByText(text.thanks).waitFor();
    expect(requests).toEqual([
      { method: 'POST', body: { email: 'ines@foyer.example', firstName: 'Inès', language } },
    ]);
    await page.context().close();
  });

  it('says the signup failed and asks to check the email, keeping both fields', async () => {
    const { page } = await openWithEndpoint(text.post, '/api/newsletter/', 'server-error');
    await section(page).getByLabel(text.email).fill('ines@foyer.example');
    await section(page).getByLabel(text.firstName).fill('Inès');
    await section(page).getByRole('button', { name: text.subscribe }).click();
    const outcome = await outcomeText(page);
    expect(outcome).toContain(text.failed);
    expect(outcome).toContain(text.check);
    await expect(section(page).getByLabel(text.email).inputValue()).resolves.toBe('ines@foyer.example');
    await expect(section(page).getByLabel(text.firstName).inputValue()).resolves.toBe('Inès');
    await page.context().close();
  });

  it('shows the same failure for an invalid address, without sending it', async () => {
    const { page, requests } = await openWithEndpoint(text.post, '/api/newsletter/', 'success');
    await section(page).getByLabel(text.email).fill('ines.foyer.example');
    await section(page).getByRole('button', { name: text.subscribe }).click();
    expect(await outcomeText(page)).toContain(text.failed);
    expect(requests).toHaveLength(0);
    await page.context().close();
  });
});
