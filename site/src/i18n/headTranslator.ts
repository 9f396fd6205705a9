import type { LocaleStringsData } from './localeStrings';

type Strings = Record<string, unknown>;

/**
 * A tiny `t` for Gatsby's Head export, which renders outside the i18next provider:
 * it reads the same page-data strings the page itself uses.
 */
export function headTranslator(data: LocaleStringsData | undefined, namespace: string) {
  const node = data?.locales.edges.find((edge) => edge.node.ns === namespace)?.node;
  const strings: Strings = node ? (JSON.parse(node.data) as Strings) : {};
  return (key: string, values: Record<string, string | number> = {}): string => {
    const value = key
      .split('.')
      .reduce<unknown>((scope, part) => (scope as Strings | undefined)?.[part], strings);
    if (typeof value !== 'string') throw new Error(`Missing UI string ${namespace}:${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  };
}
