import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type Message } from 'html-validate';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../html-validate.config.cjs') as ConstructorParameters<typeof HtmlValidate>[0];

const PUBLIC_DIR = path.join(__dirname, '..', 'public');

function builtPages(): string[] {
  return fs
    .readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('page-data'))
    .sort();
}

describe('HTML validity (html-validate, site/html-validate.config.cjs)', () => {
  it('finds no error on any built page of either language', async () => {
    const validator = new HtmlValidate(config);
    const pages = builtPages();
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateFile(path.join(PUBLIC_DIR, page));
      const messages: Message[] = report.results.flatMap((result) => result.messages);
      for (const message of messages) {
        problems.push(
          `/${page}:${message.line} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
        );
      }
    }
    console.log(`html-validate: ${pages.length} pages, ${problems.length} problems`);
    expect(pages.length).toBeGreaterThan(250);
    expect(pages.some((page) => page.startsWith('fr/'))).toBe(true);
    expect(problems.slice(0, 40)).toEqual([]);
  }, 180_000);
});
