/**
 * Lower case without accents, so that what people type matches what is written:
 * "eclairage" finds "Éclairage" in the integrations filter and in search alike.
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
