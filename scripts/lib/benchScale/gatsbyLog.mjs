// Reads the stage timings out of a `gatsby build` log (plain lines, as printed with CI=true).
import { stripVTControlCharacters } from 'node:util';

// "success Building static HTML for pages - 3.286s - 280/280 85.20/s"
const TIMED_LINE = /^(success|info) (.+?) - (\d+(?:\.\d+)?)s(?: - (\d+)\/(\d+)\b.*)?$/;

/** Gatsby names the query stage differently under `build` and `develop`; one name for both. */
const SAME_STAGE = { 'run queries in workers': 'run page queries' };

/**
 * Timed stages in the order they ran: `{ name, seconds, done?, total? }`, where done/total is the
 * "x/y" count some stages print (queries run, pages rendered), or done alone the "(n)" after some
 * names (slices rendered). `lines` are `{ at, text }`, `at` in ms.
 */
export function timedStages(lines) {
  const stages = [];
  for (const { text } of lines) {
    const match = stripVTControlCharacters(text).trim().match(TIMED_LINE);
    if (!match) continue;
    const [, , rawName, seconds, done, total] = match;
    // "Building slices HTML (176)": the count goes with the figures, so the name stays the same for every N.
    const [, baseName, items] = rawName.match(/^(.*?)(?: \((\d+)\))?$/);
    const name = SAME_STAGE[baseName] ?? baseName;
    stages.push({
      name,
      seconds: Number(seconds),
      ...(done === undefined ? {} : { done: Number(done), total: Number(total) }),
      ...(items === undefined ? {} : { done: Number(items) }),
    });
  }
  return stages;
}

/** "link check: 27727 links…" → "link check"; "wrote 4 blog feeds" → "wrote N blog feeds". */
function stepLabel(text) {
  return text.split(':')[0].replace(/\d+/g, 'N');
}

/**
 * The site's own onPostBuild steps print an `info` line each when done, without a duration:
 * each step's time is taken from the arrival of its line and of the line before it.
 */
export function postBuildSteps(lines) {
  const plain = lines.map(({ at, text }) => ({ at, text: stripVTControlCharacters(text).trim() }));
  const end = plain.findIndex(({ text }) => /^success onPostBuild - /.test(text));
  if (end === -1) return [];
  let start = end;
  while (start > 0 && plain[start - 1].text.startsWith('info ')) start -= 1;
  const steps = [];
  for (let index = start; index < end; index += 1) {
    if (index === 0) continue;
    steps.push({
      name: `onPostBuild: ${stepLabel(plain[index].text.slice('info '.length))}`,
      seconds: (plain[index].at - plain[index - 1].at) / 1000,
    });
  }
  return steps;
}

/** The first stage of that name, if the build printed it. */
export function findStage(stages, name) {
  return stages.find((stage) => stage.name === name);
}
