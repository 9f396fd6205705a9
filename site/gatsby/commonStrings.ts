import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../src/i18n/languages';
import type { TranslateCommon } from '../src/integrations/dataFlowStatement';

/**
 * The strings of a language's namespace (`common` by default), read at build time from
 * `<siteRoot>/locales`: a string by its dotted key, `{{service}}` filled in; the key itself
 * when missing, like i18next.
 */
export function commonStrings(siteRoot: string, language: Language, namespace = 'common'): TranslateCommon {
  const strings: unknown = JSON.parse(
    fs.readFileSync(path.join(siteRoot, 'locales', language, `${namespace}.json`), 'utf8'),
  );
  return (key, values) => {
    const found = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        strings,
      );
    if (typeof found !== 'string') return key;
    return found.replace(/\{\{\s*service\s*\}\}/g, values?.service ?? '');
  };
}
