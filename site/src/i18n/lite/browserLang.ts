/**
 * Stands in for `browser-lang`, which gatsby-plugin-react-i18next imports for its
 * browser-language redirect. The site turns that redirect off (gatsby-config), so the
 * language is always the one in the address and this is never asked.
 */
export default function browserLang({ fallback }: { languages?: string[]; fallback: string }): string {
  return fallback;
}
