import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../i18n/languages';
import { localizePath } from '../i18n/routing';
import { markdownPath } from './markdownPath';

/** Every docs page the build published (`public/…/docs/…/index.html`), by address. */
function builtDocPages(publicDir: string): string[] {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    const root = path.join(publicDir, localizePath('/docs/', language));
    if (!fs.existsSync(root)) continue;
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue;
        const inside = path.join(folder, entry.name);
        if (fs.existsSync(path.join(inside, 'index.html'))) {
          found.push(`/${path.relative(publicDir, inside).split(path.sep).join('/')}/`);
        }
        walk(inside);
      }
    };
    if (fs.existsSync(path.join(root, 'index.html'))) found.push(localizePath('/docs/', language));
    walk(root);
  }
  return found;
}

/** The docs pages in `publicDir` whose Markdown copy is not among `written` (addresses of .md files). */
export function docsWithoutCopy(publicDir: string, written: ReadonlySet<string>): string[] {
  return builtDocPages(publicDir).filter((page) => !written.has(markdownPath(page)));
}
