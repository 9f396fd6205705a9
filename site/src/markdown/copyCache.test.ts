import fs from 'node:fs';
import path from 'node:path';
import { generateBuiltSite, type GeneratedSite } from '../../gatsby/testing/generatedOutput';
import { runInNode } from '../../gatsby/testing/runInNode';

let site: GeneratedSite;
beforeAll(() => {
  site = generateBuiltSite(6);
});
afterAll(() => {
  fs.rmSync(site.siteDir, { recursive: true, force: true });
});

function writeCopies(): { converted: number; missing: string[] } {
  const [outcome] = runInNode<{ converted: number; missing: string[] }>(
    path.join(__dirname, 'writeMarkdownCopies.ts'),
    'writeMarkdownCopiesOf',
    [[site.docs, site.siteDir]],
  );
  if (!outcome || outcome.error !== undefined) throw new Error(outcome?.error ?? 'no result');
  return outcome.value;
}

describe('Markdown copies on a warm build', () => {
  it('converts only the docs whose source changed, and writes the change', () => {
    expect(writeCopies()).toMatchObject({ converted: 6, missing: [] });
    expect(writeCopies().converted).toBe(0);

    const [edited] = site.docs;
    if (!edited) throw new Error('no generated doc');
    const file = edited.internal.contentFilePath;
    fs.appendFileSync(file, '\nA sentence added since the last build.\n');
    expect(writeCopies().converted).toBe(1);
    const copy = fs.readFileSync(
      path.join(site.siteDir, 'public', 'docs', edited.fields.category, 'page-0.md'),
      'utf8',
    );
    expect(copy).toContain('A sentence added since the last build.');
    const full = fs.readFileSync(path.join(site.siteDir, 'public', 'llms-full.txt'), 'utf8');
    expect(full).toContain('A sentence added since the last build.');

    // A copy deleted from public/ is made again, whatever the record says.
    fs.rmSync(path.join(site.siteDir, 'public', 'docs', edited.fields.category, 'page-0.md'));
    expect(writeCopies().converted).toBe(1);
  }, 120_000);
});
