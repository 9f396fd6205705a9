/**
 * Stands in for `outdent` (834 B gzip on every page), which gatsby-plugin-react-i18next
 * imports only to indent a development warning about pages without UI strings. Every
 * page of the site queries its strings, and production builds drop that warning.
 */
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  return String.raw({ raw: strings }, ...values);
}
