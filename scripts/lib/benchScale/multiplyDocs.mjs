// Synthetic docs for the scale benchmark: (N - 1) copies of every doc of every language,
// written where the build accepts them, with distinct titles and working relative paths.
import fs from 'node:fs';
import path from 'node:path';

/** A generated copy's file name ends like this, so a later run can remove it first. */
const COPY_FILE = /-copy-\d+\.mdx$/;

const COPY_WORD = { en: 'copy', fr: 'copie' };

/** Front matter fields shown as a page's name (sidebar, tab, search), so each copy gets its own. */
const NAME_FIELDS = ['title', 'sidebarLabel', 'metaTitle'];

/**
 * Where copy `copy` of a doc goes, relative to its language folder. A doc keeps its category
 * folder and gets a suffixed id. An `index.mdx` (the docs home, or a category's landing page)
 * cannot stay beside itself: docs live in category folders, and any other file of
 * `integrations/` would be read as an integration guide. Its copies go to `landingCategory`.
 */
export function copyLocation(relativePath, copy, landingCategory) {
  const parts = relativePath.replace(/\.mdx$/, '').split('/');
  const id = parts.at(-1);
  if (id !== 'index') return [...parts.slice(0, -1), `${id}-copy-${copy}.mdx`].join('/');
  const owner = parts.length === 1 ? 'docs' : parts.slice(0, -1).join('-');
  return `${landingCategory}/${owner}-home-copy-${copy}.mdx`;
}

function suffixValue(value, suffix) {
  const quoted = value.match(/^(["'])(.*)\1$/);
  return quoted ? `${quoted[1]}${quoted[2]}${suffix}${quoted[1]}` : `${value}${suffix}`;
}

/** A relative reference written in `fromDir`, rewritten so it points at the same file from `toDir`. */
function rebase(reference, fromDir, toDir) {
  const rebased = path.posix.relative(toDir, path.posix.join(fromDir, reference));
  return rebased.startsWith('.') ? rebased : `./${rebased}`;
}

const isRelative = (reference) => reference.startsWith('./') || reference.startsWith('../');

/**
 * The text of one copy: its names suffixed with "(copy N)" in the doc's language, and its
 * relative references (front matter pictures, Markdown links and images) rebased when the
 * copy lives in another folder than its original.
 */
export function copyDocText(text, { copy, language, fromPath, toPath }) {
  const suffix = ` (${COPY_WORD[language] ?? COPY_WORD.en} ${copy})`;
  const fromDir = path.posix.dirname(fromPath);
  const toDir = path.posix.dirname(toPath);
  const frontMatter = text.match(/^---\n([\s\S]*?)\n---\n/);
  if (!frontMatter) throw new Error(`${fromPath}: a doc starts with its front matter`);
  const fields = frontMatter[1]
    .split('\n')
    .map((line) => {
      const field = line.match(/^([A-Za-z]+):\s*(.+)$/);
      if (!field) return line;
      const [, name, value] = field;
      if (NAME_FIELDS.includes(name)) return `${name}: ${suffixValue(value, suffix)}`;
      if (isRelative(value)) return `${name}: ${rebase(value, fromDir, toDir)}`;
      return line;
    })
    .join('\n');
  const body = text
    .slice(frontMatter[0].length)
    .replace(/\]\((\.\.?\/[^)\s]+)/g, (_, reference) => `](${rebase(reference, fromDir, toDir)}`);
  return `---\n${fields}\n---\n${body}`;
}

function listDocs(languageDir) {
  return fs
    .readdirSync(languageDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.mdx'))
    .sort();
}

/** Deletes the copies a previous run generated, so the docs are the original ones again. */
export function removeDocCopies(docsRoot) {
  for (const language of fs.readdirSync(docsRoot)) {
    const languageDir = path.join(docsRoot, language);
    for (const file of listDocs(languageDir).filter((name) => COPY_FILE.test(name))) {
      fs.rmSync(path.join(languageDir, file));
    }
  }
}

/**
 * Makes every language of `docsRoot` (content/docs) hold `times` × its original docs.
 * Returns the number of docs of each language afterwards.
 */
export function multiplyDocs(docsRoot, times, { landingCategory = 'installation' } = {}) {
  if (!Number.isInteger(times) || times < 1) throw new Error(`times must be a whole number ≥ 1 (${times})`);
  removeDocCopies(docsRoot);
  const counts = {};
  for (const language of fs.readdirSync(docsRoot).sort()) {
    const languageDir = path.join(docsRoot, language);
    const originals = listDocs(languageDir);
    for (const fromPath of originals) {
      const text = fs.readFileSync(path.join(languageDir, fromPath), 'utf8');
      for (let copy = 2; copy <= times; copy += 1) {
        const toPath = copyLocation(fromPath, copy, landingCategory);
        fs.mkdirSync(path.dirname(path.join(languageDir, toPath)), { recursive: true });
        fs.writeFileSync(
          path.join(languageDir, toPath),
          copyDocText(text, { copy, language, fromPath, toPath }),
        );
      }
    }
    counts[language] = originals.length * times;
  }
  return counts;
}
