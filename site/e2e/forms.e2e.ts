import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, newContext } from './support/browser';
import { linkTo, uniqueAddress, waitForMail } from './support/mails';
import { operator, receiverDownBaseUrl } from './support/receiver';

/*
 * The forms against the real receiver: nginx proxies /api/ to it, it stores each
 * submission and writes its mails as files (support/receiver.ts). No request is
 * intercepted here, except in the last block, whose subject is the form's own state
 * while an answer is slow.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function open(path: string, baseURL?: string): Promise<Page> {
  const context = await newContext(browser, {
    viewport: { width: 1280, height: 900 },
    ...(baseURL && { baseURL }),
  });
  const page = await context.newPage();
  await gotoHydrated(page, path);
  return page;
}

/** The text of the form's outcome, once there is one. */
async function outcomeText(page: Page): Promise<string> {
  const regions = page.locator('[role="status"], [role="alert"]');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('form ~ div [role="status"], form ~ div [role="alert"]')].some(
      (region) => (region.textContent ?? '').trim() !== '',
    ),
  );
  return (await regions.allTextContents()).join(' ');
}

// French UI strings are typeset at build time: a narrow no-break space before ? ! : ;
const TEXT = {
  en: {
    prefix: '',
    email: 'Email address',
    network: 'Network error',
    advice: /forum or on social media/,
    contact: {
      send: 'Send the message',
      success: 'Message sent successfully!',
      subject: 'Contact form: message from',
    },
    plus: { start: 'Start my free trial', success: 'You will receive an email to activate your account.' },
    newsletter: {
      title: 'The Foyer newsletter',
      firstName: 'First name',
      subscribe: 'Subscribe',
      checkInbox: 'Check your inbox, Inès',
      confirm: 'Confirm my subscription',
      confirmed: 'Your subscription is confirmed',
    },
  },
  fr: {
    prefix: '/fr',
    email: 'Adresse email',
    network: 'Erreur réseau',
    advice: /forum ou les réseaux sociaux/,
    contact: {
      send: 'Envoyer le message',
      success: 'Message envoyé avec succès\u202f!',
      subject: 'Formulaire de contact : message de',
    },
    plus: {
      start: 'Commencer mon essai gratuit',
      success: 'Vous allez recevoir un email pour activer votre compte.',
    },
    newsletter: {
      title: 'La lettre d’information de Foyer',
      firstName: 'Prénom',
      subscribe: 'S’inscrire',
      checkInbox: 'Vérifiez votre boîte de réception, Inès',
      confirm: 'Confirmer mon inscription',
      confirmed: 'Votre inscription est confirmée',
    },
  },
} as const;

const messageBox = (page: Page) => page.getByRole('textbox', { name: /^Message/ });

describe.each(Object.entries(TEXT))('with the real receiver (%s)', (language, text) => {
  it('sends the contact form: success shown, form emptied, and the team gets the mail with Reply-To', async () => {
    const page = await open(`${text.prefix}/contact/`);
    const address = uniqueAddress(`contact-${language}`);
    const message = `Hello from the ${language} browser test, ${address}`;
    await page.getByLabel(text.email).fill(address);
    await messageBox(page).fill(message);
    await page.getByRole('button', { name: text.contact.send }).click();
    expect(await outcomeText(page)).toContain(text.contact.success);
    await expect(messageBox(page).inputValue()).resolves.toBe('');
    const mail = await waitForMail((candidate) => candidate.replyTo === address);
    // The receiver's own subject is plain text, not the site's typeset copy.
    expect(mail.subject.replace(/\u202f/g, ' ')).toContain(`${text.contact.subject} ${address}`);
    expect(mail.text).toContain(message);
    await page.context().close();
  });

  it('signs up to Plus and says the activation mail is coming', async () => {
    const page = await open(`${text.prefix}/plus/`);
    const form = page.locator('#signup');
    const address = uniqueAddress(`plus-${language}`);
    await form.getByLabel(text.email).fill(address);
    await form.getByRole('button', { name: text.plus.start }).click();
    await form.getByText(text.plus.success).waitFor();
    // Stored, and waiting in the outbox for the Plus service (PLUS_SIGNUP_URL is unset here).
    const signups = operator(['export', '--format', 'jsonl', 'plus'])
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { email: string; language: string });
    expect(signups).toContainEqual(expect.objectContaining({ email: address, language }));
    expect(operator(['outbox'])).toMatch(/plus/i);
    await page.context().close();
  });

  it('subscribes to the newsletter, and the confirmation page confirms with its button', async () => {
    const page = await open(`${text.prefix}/blog/matter-support/`);
    const section = page.getByRole('region', { name: text.newsletter.title });
    const address = uniqueAddress(`newsletter-${language}`);
    await section.getByLabel(text.email).fill(address);
    await section.getByLabel(text.newsletter.firstName).fill('Inès');
    await section.getByRole('button', { name: text.newsletter.subscribe }).click();
    await section.getByText(text.newsletter.checkInbox).waitFor();

    const mail = await waitForMail((candidate) => candidate.to.includes(address));
    const confirmLink = linkTo(mail, 'confirm');
    expect(confirmLink.startsWith(`${text.prefix}/newsletter/confirm/?token=`)).toBe(true);

    // Opening the link confirms nothing; the button does.
    await gotoHydrated(page, confirmLink);
    await page.getByRole('button', { name: text.newsletter.confirm }).click();
    await page.getByText(text.newsletter.confirmed).waitFor();
    await page.context().close();
  });
});

/** The same nginx with no receiver behind it (support/receiver.ts), as when the receiver is stopped. */
describe('with the receiver stopped', () => {
  const openWithoutReceiver = (path: string) => open(path, receiverDownBaseUrl);

  it.each(Object.entries(TEXT))(
    'the contact form (%s) shows the network-error wording and keeps what was typed',
    async (_language, text) => {
      const page = await openWithoutReceiver(`${text.prefix}/contact/`);
      await page.getByLabel(text.email).fill('camille@example.org');
      await messageBox(page).fill('Still here after the failure');
      await page.getByRole('button', { name: text.contact.send }).click();
      const outcome = await outcomeText(page);
      expect(outcome).toContain(text.network);
      expect(outcome).toMatch(text.advice);
      await expect(page.getByLabel(text.email).inputValue()).resolves.toBe('camille@example.org');
      await expect(messageBox(page).inputValue()).resolves.toBe('Still here after the failure');
      await page.context().close();
    },
  );

  it('the newsletter shows the network-error wording, not "check your email", and keeps both fields', async () => {
    const page = await openWithoutReceiver('/blog/matter-support/');
    const section = page.getByRole('region', { name: TEXT.en.newsletter.title });
    await section.getByLabel(TEXT.en.email).fill('ines@example.org');
    await section.getByLabel(TEXT.en.newsletter.firstName).fill('Inès');
    await section.getByRole('button', { name: TEXT.en.newsletter.subscribe }).click();
    const outcome = await outcomeText(page);
    expect(outcome).toContain('Network error');
    expect(outcome).not.toContain('The signup failed');
    await expect(section.getByLabel(TEXT.en.email).inputValue()).resolves.toBe('ines@example.org');
    await expect(section.getByLabel(TEXT.en.newsletter.firstName).inputValue()).resolves.toBe('Inès');
    await page.context().close();
  });

  it('the Plus signup shows the network-error wording and keeps the address', async () => {
    const page = await openWithoutReceiver('/fr/plus/');
    const form = page.locator('#signup');
    await form.getByLabel(TEXT.fr.email).fill('ines@example.org');
    await form.getByRole('button', { name: TEXT.fr.plus.start }).click();
    expect(await outcomeText(page)).toContain('Erreur réseau');
    await expect(form.getByLabel(TEXT.fr.email).inputValue()).resolves.toBe('ines@example.org');
    await page.context().close();
  });
});

describe('refused input, checked by the form before anything is sent', () => {
  it('says the contact form is incomplete and moves focus to the address', async () => {
    const page = await open('/contact/');
    await page.getByLabel('Email address').fill('camille@');
    await page.getByRole('button', { name: 'Send the message' }).click();
    expect(await outcomeText(page)).toContain('The form is incomplete');
    await expect(page.getByLabel('Email address').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(
      page.getByLabel('Email address').evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true);
    await page.context().close();
  });

  it("refuses an invalid Plus address with the spec's message", async () => {
    const page = await open('/fr/plus/');
    const form = page.locator('#signup');
    await form.getByLabel('Adresse email').fill('pas un email');
    await form.getByRole('button', { name: 'Commencer mon essai gratuit' }).click();
    await form.getByText("Merci d'entrer un email valide.").waitFor();
    await page.context().close();
  });
});

/*
 * UI state only: the answer is held back on purpose (request interception), to see the
 * submitting state and that a second click sends nothing more. Nothing here is about the
 * receiver.
 */
describe('UI state while an answer is slow (intercepted on purpose)', () => {
  it.each([
    ['/contact/', 'Send the message', 'Sending...'],
    ['/fr/contact/', 'Envoyer le message', 'Envoie en cours...'],
  ])('%s shows the submitting text and ignores a second click', async (path, send, sending) => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const posts: string[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact/', async (route) => {
      posts.push(route.request().postData() ?? '');
      await released;
      await route.fulfill({ status: 202, contentType: 'application/json', body: '{"status":"accepted"}' });
    });
    await gotoHydrated(page, path);
    await page.getByLabel(/Email address|Adresse email/).fill('camille@example.org');
    await messageBox(page).fill('Slow');
    await page.getByRole('button', { name: send }).click();
    const busy = page.getByRole('button', { name: sending });
    await busy.waitFor();
    await expect(busy.getAttribute('aria-disabled')).resolves.toBe('true');
    await busy.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(1);
    release();
    await page.getByRole('button', { name: send }).waitFor();
    expect(posts).toHaveLength(1);
    await context.close();
  });
});
