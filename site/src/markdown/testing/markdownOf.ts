import path from 'node:path';
import type { Language } from '../../i18n/languages';
import { mdxToMarkdown, type MarkdownSource } from '../mdxToMarkdown';
import { markdownContext } from '../writeMarkdownCopies';

const SITE_DIR = path.join(__dirname, '..', '..', '..');

/** A body's Markdown copy as the build writes it, with the site's own strings and catalogue. */
export function markdownOf(source: MarkdownSource, language: Language): Promise<string> {
  return mdxToMarkdown(source, markdownContext(SITE_DIR, language));
}
