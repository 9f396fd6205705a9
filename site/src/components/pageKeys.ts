/** Keys of locales/<language>/pages.json, one per marketing page. */
export type PageKey =
  | 'home'
  | 'contact'
  | 'integrations'
  | 'open'
  | 'paymentSuccess'
  | 'plus'
  | 'plusPrivacy'
  | 'plusTerms'
  | 'search'
  | 'starterKit'
  | 'blog'
  | 'blogArchive'
  | 'blogAuthors';
