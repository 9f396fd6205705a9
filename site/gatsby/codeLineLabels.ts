import fs from 'node:fs';
import path from 'node:path';
import { frenchTypography } from '../src/i18n/frenchTypography';
import { isLanguage } from '../src/i18n/languages';
import { codeLineLabelsEn, type CodeLineLabels } from './designSystemBuildTime';

/** content/<docs|blog|pages>/<language>/…, with the site folder before it. */
const CONTENT_FILE = /^(.*)[\\/]content[\\/](?:docs|blog|pages)[\\/](\w+)[\\/]/;

/**
 * What a screen reader hears before a marked line of code in this content file, in
 * its language (`mdx.code.lines` of locales/<language>/common.json, French
 * typography applied as the data layer applies it to every French string). A file
 * outside content/ (a test's) gets the design system's English. Read only for a
 * block with marked lines, which few pages have.
 */
export function codeLineLabelsOf(filePath: string | undefined): CodeLineLabels {
  const [, siteRoot, language] = (filePath && CONTENT_FILE.exec(filePath)) || [];
  if (siteRoot === undefined || !isLanguage(language)) return codeLineLabelsEn;
  const file = path.join(siteRoot, 'locales', language, 'common.json');
  const common = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    mdx?: { code?: { lines?: Partial<CodeLineLabels> } };
  };
  const strings = common.mdx?.code?.lines ?? {};
  const typeset = (text: string | undefined, key: keyof CodeLineLabels) => {
    if (!text) throw new Error(`${file} has no mdx.code.lines.${key}`);
    return language === 'fr' ? frenchTypography(text) : text;
  };
  return {
    highlighted: typeset(strings.highlighted, 'highlighted'),
    inserted: typeset(strings.inserted, 'inserted'),
    removed: typeset(strings.removed, 'removed'),
  };
}
