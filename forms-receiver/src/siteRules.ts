/**
 * The site's own form rules, imported rather than copied so that the browser's
 * check and the receiver's can never disagree (tsup bundles these pure modules).
 */
export { isValidEmail, normalizeEmail } from '../../site/src/forms/emailAddress';
export { formLimits } from '../../site/src/config/offers';
export {
  DOC_PAGE_MAX_LENGTH,
  FEEDBACK_ANSWERS,
  docPageLanguage,
  isDocPagePath,
  type FeedbackAnswer,
} from '../../site/src/forms/feedbackRules';
