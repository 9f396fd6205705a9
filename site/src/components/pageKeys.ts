/** Keys of locales/<language>/pages.json, one per marketing page. */
export type PageKey =
  | 'home'
  | 'contact'
  | 'integrations'
  | 'open'
  | 'paymentSuccess'
  | 'plus'
  | 'search'
  | 'starterKit'
  | 'blog'
  | 'blogArchive'
  | 'blogAuthors'
  | 'formSent'
  | 'formCheckInbox'
  | 'formInvalid'
  | 'formFailed'
  | 'newsletterConfirm'
  | 'newsletterUnsubscribe';
