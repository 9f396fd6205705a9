// The benchmark's Markdown tables, in the shape of issue 19's, ready to paste into a note.
import { findStage } from './gatsbyLog.mjs';

const KIB = 1024;
const GIB = 1024 ** 3;

/** Bytes as the repository's weight tests print them (1 KB = 1,024 bytes). */
export function formatBytes(bytes) {
  if (bytes === undefined) return 'n/a';
  if (bytes >= KIB * KIB) return `${(bytes / KIB / KIB).toFixed(2)} MB`;
  const kilobytes = bytes / KIB;
  return `${kilobytes < 100 ? kilobytes.toFixed(1) : Math.round(kilobytes)} KB`;
}

const formatSeconds = (seconds) => `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
/** "3/280" for x of y, "176" for a count alone. */
function formatCount(stage) {
  if (stage?.done === undefined) return 'n/a';
  return stage.total === undefined ? String(stage.done) : `${stage.done}/${stage.total}`;
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One row per N: the columns. */
export function summaryTable(results) {
  return table(
    [
      'docs per language',
      'HTML pages',
      'cold build',
      'peak RSS (GiB)',
      'slices rendered',
      'page-data per doc page (en / fr)',
      'page-data, median of en docs',
      'search first query (fr, gzip, heaviest of 3 typed)',
    ],
    results.map(({ times, docsPerLanguage, cold, figures }) => [
      times === 1 ? `${docsPerLanguage} (today)` : `${docsPerLanguage} (${times}×)`,
      figures.htmlPages.toLocaleString('en'),
      formatSeconds(cold.seconds),
      (cold.peakBytes / GIB).toFixed(2),
      formatCount(findStage(cold.stages, 'Building slices HTML')),
      `${formatBytes(figures.pageData.en)} / ${formatBytes(figures.pageData.fr)} (${figures.pageData.sample})`,
      formatBytes(figures.pageData.medianEn),
      formatBytes(figures.searchFrBytes),
    ]),
  );
}

/** Key stages always get a row; any other stage only if it took half a second somewhere. */
const KEY_STAGES = [
  'source and transform nodes',
  'run page queries',
  'Building production JavaScript and CSS bundles',
  'Building HTML renderer',
  'Building static HTML for pages',
  'onPostBuild',
];

/** Stage times of the cold builds, one column per N (with the x/y counts Gatsby prints). */
export function stagesTable(results) {
  const names = [];
  for (const { cold } of results) {
    for (const stage of cold.stages) if (!names.includes(stage.name)) names.push(stage.name);
  }
  const shown = names.filter(
    (name) =>
      KEY_STAGES.includes(name) ||
      name.startsWith('onPostBuild: ') ||
      results.some(({ cold }) => (findStage(cold.stages, name)?.seconds ?? 0) >= 0.5),
  );
  return table(
    ['stage (cold build)', ...results.map(({ times }) => `${times}×`)],
    shown.map((name) => [
      name,
      ...results.map(({ cold }) => {
        const stage = findStage(cold.stages, name);
        if (!stage) return '—';
        const count = stage.done === undefined ? '' : ` (${formatCount(stage)})`;
        return `${stage.seconds.toFixed(1)} s${count}`;
      }),
    ]),
  );
}

const PAGE_DATA_STAGE = 'Writing page-data.json and slice-data.json files to public directory';

/** "3 of 282": what the warm build redid, out of what the cold build did. */
function redone(warm, cold, name) {
  const again = findStage(warm.stages, name);
  const all = findStage(cold.stages, name);
  if (!again) return '0 (stage not run)';
  return all?.done === undefined ? formatCount(again) : `${again.done} of ${all.total ?? all.done}`;
}

/** The warm rebuild after a one-sentence edit: time, and how much Gatsby redid. */
export function editTable(results) {
  return table(
    [
      'docs per language',
      'warm rebuild, nothing changed',
      'warm rebuild after the edit',
      'page queries run',
      'page-data files written',
      'static HTML pages rendered',
      'slices rendered',
      'peak RSS (GiB)',
    ],
    results.map(({ docsPerLanguage, cold, unchanged, warm }) => [
      String(docsPerLanguage),
      formatSeconds(unchanged.seconds),
      formatSeconds(warm.seconds),
      redone(warm, cold, 'run page queries'),
      redone(warm, cold, PAGE_DATA_STAGE),
      redone(warm, cold, 'Building static HTML for pages'),
      redone(warm, cold, 'Building slices HTML'),
      (warm.peakBytes / GIB).toFixed(2),
    ]),
  );
}
