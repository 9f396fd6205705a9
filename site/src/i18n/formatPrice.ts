import { LANGUAGE_TAGS, type Language } from './languages';

/** 9.99 → "€9.99" / "9,99 €", in the page's language. */
export function formatPrice(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency }).format(amount);
}
