import type { Browser, Locator, Page } from 'playwright-core';
import { violations } from './support/axe';
import { launchBrowser, newContext, openHydrated } from './support/browser';
import { feedbackFloodBaseUrl, operator } from './support/receiver';

/*
 * "Was this page helpful?" at the end of each doc, against the real receiver behind
 * nginx: nothing is intercepted. What reached the receiver is read with the
 * operator's own tool (`forms feedback`), as the team would read it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// French UI strings are typeset at build time (a narrow no-break space before ? ! : ;),
// which accessible names normalise to a space.
const FR = {
  title: /^Cette page vous a-t-elle été utile\s\?$/,
  thanks: 'Merci pour votre réponse.',
  commentLabel: /^Qu’est-ce qui manquait ou n’était pas clair\s\? \(facultatif\)$/,
  send: 'Envoyer le commentaire',
  commentThanks: 'Merci pour votre commentaire.',
};

interface Totals {
  page: string;
  yes: number;
  no: number;
  comments: number;
}

/** The operator's totals of one page (`forms feedback --format jsonl`); zeros before any answer. */
function totalsOf(page: string): Totals {
  const rows = operator(['feedback', '--format', 'jsonl'])
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Totals);
  return rows.find((row) => row.page === page) ?? { page, yes: 0, no: 0, comments: 0 };
}

/** The comments kept for one page (`forms feedback comments --page P`). */
function commentsOf(page: string): Record<string, string>[] {
  return operator(['feedback', 'comments', '--page', page, '--format', 'jsonl'])
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>);
}

const feedback = (page: Page): Locator => page.getByRole('region', { name: FR.title });

async function answer(page: Page, button: 'Oui' | 'Non'): Promise<Locator> {
  const widget = feedback(page);
  await widget.scrollIntoViewIfNeeded();
  await widget.getByRole('button', { name: button, exact: true }).click();
  await widget.getByText(FR.thanks).waitFor();
  return widget;
}

describe('"Cette page vous a-t-elle été utile ?" on a French doc', () => {
  const doc = '/fr/docs/installation/synology/';

  it('counts a "Oui", and a "Non" with its comment, in the receiver, as the operator sees them', async () => {
    const before = totalsOf(doc);

    const first = await openHydrated(browser, doc);
    await answer(first, 'Oui');
    await first.context().close();

    const second = await openHydrated(browser, doc);
    const widget = await answer(second, 'Non');
    const field = widget.getByRole('textbox', { name: FR.commentLabel });
    // The answer is in; the comment is what comes next, and focus is there.
    await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(await violations(second)).toEqual([]);
    const comment = `Il manque la version minimale de DSM (${Date.now()}).`;
    await field.fill(comment);
    await widget.getByRole('button', { name: FR.send }).click();
    await widget.getByText(FR.commentThanks).waitFor();
    expect(await violations(second)).toEqual([]);
    await second.context().close();

    expect(totalsOf(doc)).toEqual({
      page: doc,
      yes: before.yes + 1,
      no: before.no + 1,
      comments: before.comments + 1,
    });
    expect(commentsOf(doc)).toContainEqual(
      expect.objectContaining({ page: doc, helpful: 'no', language: 'fr', comment }),
    );
    expect(operator(['feedback'])).toMatch(new RegExp(`^${doc}\\s+\\d+\\s+\\d+\\s+\\d+$`, 'm'));
  });

  it.each([
    ['fr', '/fr/docs/installation/raspberry-pi/', 'Non', 'Merci pour votre réponse', 'no'],
    ['en', '/docs/installation/raspberry-pi/', 'Yes', 'Thank you for your answer', 'yes'],
  ] as const)(
    '(%s) without JavaScript, the button posts the answer and lands on the thank-you page',
    async (language, doc, button, heading, helpful) => {
      const before = totalsOf(doc);
      const context = await newContext(browser, { javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(doc);
      const form = page.locator('form[action="/api/feedback/"]');
      await form.getByRole('button', { name: button, exact: true }).click();
      await page.waitForURL(
        (url) => url.pathname === `${language === 'fr' ? '/fr' : ''}/forms/feedback-sent/`,
      );
      expect(new URL(page.url()).search).toBe('');
      await expect(page.locator('h1').textContent()).resolves.toBe(heading);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(language);
      await context.close();
      expect(totalsOf(doc)[helpful]).toBe(before[helpful] + 1);
    },
  );

  it('during a flood, nginx answers 429 and the page says to try again in a minute, keeping the comment', async () => {
    const flooded = '/fr/docs/installation/faq/';
    const page = await openHydrated(browser, flooded, { baseURL: feedbackFloodBaseUrl });
    const widget = await answer(page, 'Non');
    const comment = 'Ce commentaire doit survivre à la limite.';
    await widget.getByRole('textbox', { name: FR.commentLabel }).fill(comment);

    // Another client on the same address posts as fast as it can, until the reader's comment is refused.
    const statuses: number[] = [];
    let flooding = true;
    const flood = (async () => {
      while (flooding) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            fetch(`${feedbackFloodBaseUrl}/api/feedback/`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              // Refused by the receiver when it gets through: the flood stores nothing.
              body: JSON.stringify({ page: '/fr/contact/', helpful: 'yes' }),
            }).then(async (response) => {
              if (response.status === 429) {
                expect(response.headers.get('Retry-After')).toBe('60');
                await expect(response.json()).resolves.toEqual({ status: 'limited', retryAfter: 60 });
              }
              return response.status;
            }),
          ),
        );
        statuses.push(...answers);
      }
    })();
    try {
      // nginx lets a burst of 30 through; the reader's post comes once the limit is reached.
      const deadline = Date.now() + 20_000;
      while (!statuses.includes(429) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(statuses).toContain(429);
      await widget.getByRole('button', { name: FR.send }).click();
      const alert = widget.getByRole('alert');
      await alert.getByText('Erreur réseau').waitFor();
      await expect(alert.textContent()).resolves.toMatch(
        /Notre serveur reçoit trop d’envois en ce moment\. Réessayez dans 1\s+minute\./,
      );
    } finally {
      flooding = false;
      await flood;
    }
    await expect(widget.getByRole('textbox', { name: FR.commentLabel }).inputValue()).resolves.toBe(comment);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 429 || status === 422)).toBe(true);
    expect(commentsOf(flooded).map((row) => row.comment)).not.toContain(comment);
    await page.context().close();
  });
});
