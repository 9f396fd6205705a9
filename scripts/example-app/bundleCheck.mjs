import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { check } from './steps.mjs';

/**
 * Strings only the code of one component holds: its English labels, or a marker
 * attribute. Each of these components is on the example's main page, so each marker
 * must be in that page's JavaScript (proof the marker is a real one) and in none of
 * the page that imports only Button.
 */
const MARKERS_OF_USED_COMPONENTS = {
  Navbar: 'Open the menu',
  SearchModal: 'Search the documentation',
  'SearchModal (markup)': 'data-search-modal',
  TableOfContents: 'On this page',
  DocSidebar: 'Docs sidebar',
  ColorModeToggle: 'Switch to light mode',
};
/** Components neither page uses: must not be in the Button page either. */
const MARKERS_OF_UNUSED_COMPONENTS = { CodeBlock: 'Copy code' };
/** Button's own code: how it passes its keyboard shortcut on. */
const BUTTON_MARKER = 'aria-keyshortcuts';

/** The JavaScript files a page loads: its entry chunk and every chunk it imports, now or later. */
function pageScripts(manifest, entry) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  visit(entry);
  return [...files].filter((file) => file.endsWith('.js'));
}

function readScripts(distDir, files) {
  return files.map((file) => fs.readFileSync(path.join(distDir, file), 'utf8')).join('\n');
}

function gzipKilobytes(distDir, files) {
  const bytes = files.reduce(
    (total, file) => total + zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length,
    0,
  );
  return (bytes / 1024).toFixed(1);
}

/**
 * Tree-shaking, as an adopter's bundler sees the package: the page importing only
 * Button ships Button and nothing of the other components.
 */
export function checkButtonOnlyBundle(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const buttonFiles = pageScripts(manifest, 'button-only.html');
  const mainFiles = pageScripts(manifest, 'index.html');
  check(buttonFiles.length > 0, 'the manifest has no button-only.html entry');
  const buttonCode = readScripts(distDir, buttonFiles);
  const mainCode = readScripts(distDir, mainFiles);

  check(
    buttonCode.includes(BUTTON_MARKER),
    `the Button page's JavaScript lacks Button's code ("${BUTTON_MARKER}")`,
  );
  const notReal = Object.entries(MARKERS_OF_USED_COMPONENTS).filter(
    ([, marker]) => !mainCode.includes(marker),
  );
  check(
    notReal.length === 0,
    `markers not found in the main page, so they prove nothing: ${notReal.map(([name, marker]) => `${name} "${marker}"`).join(', ')}`,
  );
  const leaked = Object.entries({ ...MARKERS_OF_USED_COMPONENTS, ...MARKERS_OF_UNUSED_COMPONENTS }).filter(
    ([, marker]) => buttonCode.includes(marker),
  );
  check(
    leaked.length === 0,
    `the page importing only Button ships other components: ${leaked.map(([name, marker]) => `${name} ("${marker}")`).join(', ')} in ${buttonFiles.join(', ')}`,
  );
  console.log(
    `    Button-only page: ${buttonFiles.length} JS file(s), ${gzipKilobytes(distDir, buttonFiles)} KB gzip (React included); whole app: ${gzipKilobytes(distDir, mainFiles)} KB gzip`,
  );
}
