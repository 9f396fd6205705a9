// Peak memory of a build: Gatsby spreads its work over worker processes, so the figure that
// says whether a machine can build the site is the resident memory of the whole process tree,
// summed at the same instant. Linux only (reads /proc).
import fs from 'node:fs';

function readOrEmpty(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    // The process ended between listing /proc and reading it.
    return '';
  }
}

/** Parent of each running process, from /proc/<pid>/stat (the field after the parenthesised name). */
function parentsByPid() {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrEmpty(`/proc/${entry}/stat`);
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (afterName.length > 1) parents.set(Number(entry), Number(afterName[1]));
  }
  return parents;
}

/** `rootPid` and all its descendants that are alive now. */
export function processTree(rootPid, parents = parentsByPid()) {
  const children = new Map();
  for (const [pid, parent] of parents) {
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  const tree = [];
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function residentBytes(pid) {
  const match = readOrEmpty(`/proc/${pid}/status`).match(/^VmRSS:\s+(\d+) kB$/m);
  return match ? Number(match[1]) * 1024 : 0;
}

/** Resident memory (VmRSS) of `rootPid` and its descendants, summed, in bytes. */
export function processTreeResidentBytes(rootPid) {
  return processTree(rootPid).reduce((sum, pid) => sum + residentBytes(pid), 0);
}

/** Samples the tree's memory every `intervalMs` until `stop()`, which returns the highest sum seen. */
export function watchPeakResidentBytes(rootPid, intervalMs = 250) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, processTreeResidentBytes(rootPid));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
