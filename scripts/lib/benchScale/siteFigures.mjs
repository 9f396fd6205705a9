// Figures read from a built site (site/public): how many pages, how heavy a doc page's data is.
import fs from 'node:fs';
import path from 'node:path';
import { firstSearchBytes } from './searchWeight.mjs';

/** The doc whose page data the benchmark follows; the docs home if it is gone. */
const SAMPLE_DOC = '/docs/api/rest-api/';
const DOCS_HOME = '/docs/';

function filesNamed(root, names) {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && names.includes(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** HTML pages: every `index.html` (one per route) and the per-language `404.html`. */
export function countHtmlPages(publicDir) {
  return filesNamed(publicDir, ['index.html', '404.html']).length;
}

const pageDataFile = (publicDir, pagePath) => path.join(publicDir, 'page-data', pagePath, 'page-data.json');

function sizeOrUndefined(file) {
  return fs.existsSync(file) ? fs.statSync(file).size : undefined;
}

function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Bytes of page-data.json of the sample doc in English and French, and the median over English docs. */
export function docPageData(publicDir) {
  const sample = fs.existsSync(pageDataFile(publicDir, SAMPLE_DOC)) ? SAMPLE_DOC : DOCS_HOME;
  const englishDocs = filesNamed(path.join(publicDir, 'page-data', 'docs'), ['page-data.json']);
  return {
    sample,
    en: sizeOrUndefined(pageDataFile(publicDir, sample)),
    fr: sizeOrUndefined(pageDataFile(publicDir, `/fr${sample}`)),
    medianEn: median(englishDocs.map((file) => fs.statSync(file).size)),
  };
}

/** Everything the benchmark reads from one build. */
export async function siteFigures(publicDir) {
  return {
    htmlPages: countHtmlPages(publicDir),
    pageData: docPageData(publicDir),
    searchFrBytes: await firstSearchBytes(publicDir, 'fr'),
  };
}
