// What blocks the main thread in one Lighthouse run, named: each long task (Lighthouse's
// `long-tasks` audit, 50 ms or more on its simulated mid-range phone) with the script it
// is attributed to, and the busiest scripts of the run (`bootup-time`).

/** A script's address without the host, or Lighthouse's own word for work it cannot attribute. */
function scriptName(url, origin) {
  if (!url) return 'unattributed';
  if (!url.startsWith('http')) return url;
  const address = new URL(url);
  return address.origin === origin ? address.pathname : url;
}

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {{ longTasks: { script: string, startMs: number, durationMs: number }[],
 *             busiestScripts: { script: string, scriptingMs: number }[] }}
 */
export function mainThreadBlockers(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin;
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
    script: scriptName(task.url, origin),
    startMs: Math.round(task.startTime),
    durationMs: Math.round(task.duration),
  }));
  const busiestScripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .map((item) => ({ script: scriptName(item.url, origin), scriptingMs: Math.round(item.scripting) }))
    .filter((item) => item.scriptingMs >= 10)
    .slice(0, 4);
  return { longTasks, busiestScripts };
}

/** One line per page: its long tasks in order, then its busiest scripts. */
export function describeBlockers(page, { longTasks, busiestScripts }) {
  const tasks = longTasks.length
    ? longTasks.map((task) => `${task.durationMs} ms at ${task.startMs} ms (${task.script})`).join('; ')
    : 'none';
  const scripts = busiestScripts.map((item) => `${item.script} ${item.scriptingMs} ms`).join(', ');
  return `  ${page}\n    long tasks: ${tasks}\n    scripting: ${scripts || 'under 10 ms per script'}`;
}
