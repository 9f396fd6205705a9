import type { PageKey } from '../components/pageKeys';

/** The links under a form's outcome, by their label key in pages.json `formResult`. */
export type ResultLink = 'backToContact' | 'backToHome' | 'docs' | 'blog';

export type FormPageContext =
  | {
      kind: 'result';
      page: Extract<
        PageKey,
        'formSent' | 'formCheckInbox' | 'formFeedbackSent' | 'formInvalid' | 'formFailed'
      >;
      links: ResultLink[];
    }
  | {
      kind: 'newsletter';
      page: Extract<PageKey, 'newsletterConfirm' | 'newsletterUnsubscribe'>;
      action: 'confirm' | 'unsubscribe';
    };

/**
 * The pages the forms lead to, outside any navigation: where the forms receiver sends
 * a browser that posted without JavaScript (its 303), and the two pages a newsletter
 * mail links to. One template draws them all (src/templates/FormPage.tsx), created
 * per language by gatsby-node: one entry in every page's router instead of seven.
 */
export const FORM_PAGES: Record<string, FormPageContext> = {
  '/forms/sent/': { kind: 'result', page: 'formSent', links: ['backToHome', 'docs'] },
  '/forms/check-inbox/': { kind: 'result', page: 'formCheckInbox', links: ['backToHome', 'blog'] },
  // "Was this page helpful?" answered without JavaScript.
  '/forms/feedback-sent/': { kind: 'result', page: 'formFeedbackSent', links: ['docs', 'backToHome'] },
  '/forms/invalid/': { kind: 'result', page: 'formInvalid', links: ['backToContact', 'backToHome'] },
  '/forms/failed/': { kind: 'result', page: 'formFailed', links: ['backToContact', 'backToHome'] },
  '/newsletter/confirm/': { kind: 'newsletter', page: 'newsletterConfirm', action: 'confirm' },
  '/newsletter/unsubscribe/': { kind: 'newsletter', page: 'newsletterUnsubscribe', action: 'unsubscribe' },
};

/** Pages that exist in both languages but are no destination of their own: not in the sitemap, and `noindex`. */
export const UNLISTED_ROUTES: readonly string[] = Object.keys(FORM_PAGES);
