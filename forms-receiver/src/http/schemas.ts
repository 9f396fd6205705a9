import { Type, type Static, type StringOptions } from '@sinclair/typebox';
import { FEEDBACK_ANSWERS, formLimits, type FeedbackAnswer } from '../siteRules';

/** Name of the ajv format backed by the site's own address check (registered in app.ts). */
export const EMAIL_FORMAT = 'site-email';
/** Name of the ajv format backed by the site's own rule of what a doc's address is (registered in app.ts). */
export const DOC_PAGE_FORMAT = 'site-doc-page';
/** Name of the ajv keyword that refuses text a database cannot hold (registered in app.ts). */
export const STORABLE_TEXT = 'storableText';

/**
 * Text as a person types it, and as PostgreSQL can store it: no NUL character (text
 * columns cannot hold one) and no lone half of a surrogate pair (not Unicode, so not
 * UTF-8). Either is refused as `invalid` for its field, never stored in a changed form.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const text = (options: StringOptions = {}) => Type.String({ ...options, [STORABLE_TEXT]: true });

const common = {
  language: Type.Optional(text()),
  // The honeypot: any value is accepted here, and a filled one is answered before validation.
  website: Type.Optional(Type.Unknown()),
  altcha: Type.Optional(text()),
};

// A blank value fails `pattern` and is reported as missing, like an absent one.
const email = text({ pattern: '\\S', format: EMAIL_FORMAT });

export const contactBody = Type.Object({
  ...common,
  email,
  message: text({ pattern: '\\S', maxLength: formLimits.messageMaxLength }),
});

export const newsletterBody = Type.Object({
  ...common,
  email,
  firstName: Type.Optional(text({ maxLength: formLimits.firstNameMaxLength })),
});

export const plusSignupBody = Type.Object({ ...common, email });

/** A string with one of `values`, reported like any other refused value (`invalid`). */
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });

/**
 * "Was this page helpful?": a doc's address and yes or no. A post with a comment is
 * the comment that follows an answer (see feedbackRoutes.ts). `format` rather than
 * `pattern` for the page: a page that is no doc is "invalid", not "missing".
 */
export const feedbackBody = Type.Object({
  ...common,
  language: Type.Optional(oneOf(['en', 'fr'] as const)),
  page: text({ format: DOC_PAGE_FORMAT }),
  helpful: oneOf<FeedbackAnswer>(FEEDBACK_ANSWERS),
  comment: Type.Optional(text({ pattern: '\\S', maxLength: formLimits.feedbackCommentMaxLength })),
});

export const tokenBody = Type.Object({ token: Type.Optional(text()) });

export type ContactBody = Static<typeof contactBody>;
export type NewsletterBody = Static<typeof newsletterBody>;
export type PlusSignupBody = Static<typeof plusSignupBody>;
export type FeedbackBody = Static<typeof feedbackBody>;
