import { FEEDBACK_ANSWERS, formLimits } from '../siteRules';

/** Name of the ajv format backed by the site's own address check (registered in app.ts). */
export const EMAIL_FORMAT = 'site-email';
/** Name of the ajv format backed by the site's own rule of what a doc's address is (registered in app.ts). */
export const DOC_PAGE_FORMAT = 'site-doc-page';

const common = {
  language: { type: 'string' },
  // The honeypot: any value is accepted here, and a filled one is answered before validation.
  website: {},
  altcha: { type: 'string' },
} as const;

// A blank value fails `pattern` and is reported as missing, like an absent one.
const email = { type: 'string', pattern: '\\S', format: EMAIL_FORMAT } as const;

export const contactBody = {
  type: 'object',
  required: ['email', 'message'],
  properties: {
    ...common,
    email,
    message: { type: 'string', pattern: '\\S', maxLength: formLimits.messageMaxLength },
  },
} as const;

export const newsletterBody = {
  type: 'object',
  required: ['email'],
  properties: {
    ...common,
    email,
    firstName: { type: 'string', maxLength: formLimits.firstNameMaxLength },
  },
} as const;

export const plusSignupBody = {
  type: 'object',
  required: ['email'],
  properties: { ...common, email },
} as const;

/**
 * "Was this page helpful?": a doc's address and yes or no. A post with a comment is
 * the comment that follows an answer (see feedbackRoutes.ts). `format` rather than
 * `pattern` for the page: a page that is no doc is "invalid", not "missing".
 */
export const feedbackBody = {
  type: 'object',
  required: ['page', 'helpful'],
  properties: {
    ...common,
    language: { type: 'string', enum: ['en', 'fr'] },
    page: { type: 'string', format: DOC_PAGE_FORMAT },
    helpful: { type: 'string', enum: FEEDBACK_ANSWERS },
    comment: { type: 'string', pattern: '\\S', maxLength: formLimits.feedbackCommentMaxLength },
  },
} as const;

export const tokenBody = {
  type: 'object',
  properties: { token: { type: 'string' } },
} as const;

/** The fields of a submission as validated; the honeypot and proof of work are optional. */
export interface SubmissionBody {
  email: string;
  message?: string;
  firstName?: string;
  language?: string;
  website?: unknown;
  altcha?: string;
}

/** The fields of a feedback post as validated. */
export interface FeedbackBody {
  page: string;
  helpful: (typeof FEEDBACK_ANSWERS)[number];
  comment?: string;
  language?: 'en' | 'fr';
  website?: unknown;
  altcha?: string;
}
