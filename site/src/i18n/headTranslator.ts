import { createInstance } from './lite/i18next';
import type { LocaleStringsData } from './localeStrings';

/**
 * A `t` for what renders outside the page's i18next provider (Gatsby's Head export,
 * the docs sidebar built in createPages): the lite i18next on the same page-data
 * strings the page uses. It imports the lite module by path, because in gatsby-node
 * `i18next` is the real package. A missing string fails the build instead of
 * showing its key.
 */
export function headTranslator(data: LocaleStringsData | undefined, namespace: string) {
  const node = data?.locales.edges.find((edge) => edge.node.ns === namespace)?.node;
  const strings = node ? (JSON.parse(node.data) as Record<string, unknown>) : {};
  const i18n = createInstance({
    lng: 'page',
    resources: { page: { [namespace]: strings } },
    defaultNS: namespace,
    interpolation: { escapeValue: false },
  });
  return (key: string, values: Record<string, string | number> = {}): string => {
    if (!i18n.exists(key)) throw new Error(`Missing UI string ${namespace}:${key}`);
    return i18n.t(key, values);
  };
}
