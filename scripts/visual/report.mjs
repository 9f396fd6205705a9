import fs from 'node:fs';

const STATUS = {
  changed: (shot) => `${shot.changedPixels} pixels changed`,
  resized: (shot) => `size changed from ${shot.baselineSize} to ${shot.shotSize}`,
  missing: () => 'no baseline yet',
  written: () => 'new baseline written',
};

function escape(text) {
  return String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );
}

/** A file name as a relative URL: shot names are ids, but a `#` or `?` would cut the address. */
function source(file) {
  return encodeURIComponent(file);
}

function figure(kind, label, file, shotName) {
  if (!file) return '';
  return `<figure class="${kind}"><figcaption>${escape(label)}</figcaption><a href="${source(file)}"><img src="${source(file)}" alt="${escape(`${label}: ${shotName}`)}" loading="lazy"></a></figure>`;
}

/** Where the pixels changed, baseline beside new, enlarged with square pixels. */
function zoomed(shot) {
  const { x, y, width, height } = shot.zoom;
  const scale = Math.max(1, Math.min(8, Math.floor(480 / Math.max(width, height))));
  const image = (file, label) =>
    `<figure><figcaption>${label}</figcaption><img src="${source(file)}" width="${width * scale}" height="${height * scale}" alt="${escape(`${label}, changed area of ${shot.name}`)}"></figure>`;
  return `<div class="zoom"><p>Changed area: ${width}×${height} px at (${x}, ${y}), shown ×${scale}.</p><div class="zoom-frames">${image(shot.zoom.baseline, 'Baseline')}${image(shot.zoom.newShot, 'New')}</div></div>`;
}

/**
 * One shot: its three images side by side, or one at a time. The view is a radio group, so the arrow
 * keys flip between baseline and new in place, without a script: the page works from the file system.
 */
function shotSection(shot, acceptCommand, awaitsAcceptance) {
  const id = `shot-${shot.name.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  const views = [
    ['all', 'Side by side', true],
    ['zoom', 'Changed area', shot.zoom],
    ['baseline', 'Baseline', shot.baseline],
    ['new', 'New', true],
    ['diff', 'Diff', shot.diff],
  ].filter(([, , shown]) => shown);
  const radios = views
    .map(
      ([view, label], index) =>
        `<label><input type="radio" name="${id}-view" value="${view}"${index === 0 ? ' checked' : ''}> ${label}</label>`,
    )
    .join(' ');
  const rewritten = shot.rewritten ? ' (baseline rewritten by this run)' : '';
  const accept = awaitsAcceptance
    ? `<p class="accept">Accept: <code>${escape(acceptCommand([shot.name]))}</code></p>`
    : '';
  return `<section class="shot" id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title">${escape(shot.name)} <span class="theme theme-${escape(shot.theme)}">${escape(shot.theme)}</span></h3>
<p class="status">${escape(STATUS[shot.kind](shot))}${rewritten}</p>
<fieldset><legend>Show</legend>${radios}</fieldset>
<div class="frames">
${figure('baseline', `Baseline (Chromium ${shot.baselineVersion ?? 'unrecorded'})`, shot.baseline, shot.name)}
${figure('new', `New (Chromium ${shot.browserVersion})`, shot.newShot, shot.name)}
${figure('diff', 'Diff (changed pixels in red)', shot.diff, shot.name)}
</div>
${shot.zoom ? zoomed(shot) : ''}
${accept}
</section>`;
}

const STYLE = `
:root{color-scheme:light dark;font:16px/1.5 system-ui,sans-serif;--line:#8884}
body{margin:0 auto;padding:1rem 1.5rem 4rem;max-width:110rem}
h1{font-size:1.6rem}h2{font-size:1.3rem;border-bottom:1px solid var(--line);padding-bottom:.25rem;margin-top:2.5rem}
h3{font-size:1.05rem;margin:1.5rem 0 .25rem}
code{font-family:ui-monospace,monospace;font-size:.9em;word-break:break-all}
.summary{padding:.75rem 1rem;border:1px solid var(--line);border-radius:.5rem}
.theme{font-size:.8rem;font-weight:normal;padding:.1rem .5rem;border-radius:1rem;border:1px solid var(--line)}
.theme-dark{background:#222;color:#eee}.theme-light{background:#fff;color:#222}
.status{margin:0 0 .5rem}
fieldset{border:0;padding:0;margin:0 0 .5rem;display:flex;gap:1rem;flex-wrap:wrap}
legend{float:left;margin-right:.5rem;font-weight:600}
.frames{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:1rem;align-items:start}
figure{margin:0}figcaption{font-size:.85rem;margin-bottom:.25rem}
img{display:block;max-width:100%;height:auto;border:1px solid var(--line);background:repeating-conic-gradient(#8882 0 25%,transparent 0 50%) 0 0/16px 16px}
.shot:has(input[value="baseline"]:checked) figure:not(.baseline),
.shot:has(input[value="new"]:checked) figure:not(.new),
.shot:has(input[value="diff"]:checked) figure:not(.diff){display:none}
.shot:has(input:not([value="all"]):checked) .frames{grid-template-columns:1fr}
.zoom{display:none}.zoom-frames{display:flex;gap:1rem;flex-wrap:wrap}.zoom img{image-rendering:pixelated;max-width:none}
.shot:has(input[value="zoom"]:checked) .zoom{display:block}
.shot:has(input[value="zoom"]:checked) .frames{display:none}
nav ul{columns:18rem}
`;

/**
 * Writes one static page for a visual run: a summary, then each shot that changed (or has no
 * baseline; those of `toAccept` with the command that accepts them), grouped by component or page, light and dark side by side in the group. Unchanged
 * shots are only counted. Images are the files beside the page, so it opens from the file system.
 */
export function writeReport(
  file,
  { title, shots, toAccept, unchanged, versionNotice, browserVersion, acceptCommand, updateAllCommand },
) {
  const groups = new Map();
  for (const shot of [...shots].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!groups.has(shot.group)) groups.set(shot.group, []);
    groups.get(shot.group).push(shot);
  }
  const sortedGroups = [...groups].sort(([a], [b]) => a.localeCompare(b));
  const counts = ['changed', 'resized', 'missing', 'written']
    .map((kind) => [kind, shots.filter((shot) => shot.kind === kind).length])
    .filter(([, count]) => count > 0)
    .map(
      ([kind, count]) =>
        `${count} ${kind === 'missing' ? 'without a baseline' : kind === 'written' ? 'new baselines written' : kind}`,
    );
  const body = sortedGroups
    .map(
      ([group, groupShots], index) =>
        `<h2 id="group-${index}">${escape(group)}</h2>\n${groupShots.map((shot) => shotSection(shot, acceptCommand, toAccept.includes(shot))).join('\n')}`,
    )
    .join('\n');
  const contents =
    sortedGroups.length > 1
      ? `<nav aria-label="Groups"><ul>${sortedGroups
          .map(
            ([group, groupShots], index) =>
              `<li><a href="#group-${index}">${escape(group)}</a> (${groupShots.length})</li>`,
          )
          .join('')}</ul></nav>`
      : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}: visual changes</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escape(title)}: visual changes</h1>
<div class="summary">
<p>${shots.length === 0 ? 'Nothing changed' : escape(counts.join(', '))}; ${unchanged} shot${unchanged === 1 ? '' : 's'} unchanged. Taken with Chromium ${escape(browserVersion)} on ${escape(new Date().toISOString())}.</p>
${versionNotice ? `<p>${escape(versionNotice)}</p>` : ''}
${toAccept.length > 0 ? `<p>Accept every shot below, once each is looked at: <code>${escape(acceptCommand([]))}</code></p>` : ''}
<p>Rewrite every baseline of this run on purpose: <code>${escape(updateAllCommand)}</code></p>
</div>
${contents}
${body}
</main>
</body>
</html>
`;
  fs.writeFileSync(file, html);
}
