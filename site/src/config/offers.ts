/**
 * The business constants of the spec (§9), in one place: every page and form
 * reads them from here, and the copy inserts them through placeholders.
 */
export const plusOffer = {
  currency: 'EUR',
  /** Monthly subscription. */
  monthlyPrice: 9.99,
  trialDays: 14,
  /** Promotional offer: one payment for a year. */
  yearlyOfferPrice: 59.99,
  yearlyOfferMonths: 12,
} as const;

export const newsletter = {
  /** Shown next to the newsletter form: "more than 3,000 subscribers". */
  subscribersClaim: 3000,
} as const;

export const contact = {
  /** Where payment questions go; inserted into the payment-success copy as {{email}}. */
  paymentHelpEmail: 'billing@foyer.example',
  /** General address, shown on the contact page for people who prefer e-mail. */
  teamEmail: 'hello@foyer.example',
} as const;

export const formLimits = {
  /** Longest contact message, in characters; the field shows a counter near it. */
  messageMaxLength: 2000,
  /** Longest first name accepted by the newsletter form. */
  firstNameMaxLength: 80,
  /** RFC 5321's limit on an address's length. */
  emailMaxLength: 254,
  /** Longest comment under "Was this page helpful?"; the field shows a counter near it. */
  feedbackCommentMaxLength: 1000,
} as const;
