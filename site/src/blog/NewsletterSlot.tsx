/**
 * Where the newsletter signup form goes at the end of every post. The form itself
 * belongs to the forms work (src/forms); until it lands the slot renders nothing.
 */
export function NewsletterSlot() {
  return null;
}
