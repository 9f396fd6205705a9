/** Posting to a receiver as nginx would pass a visitor's request (X-Forwarded-For from loopback). */
import fs from 'node:fs';

let ipCounter = 0;
/** A new client address for each call: the per-IP limits then count each test apart. */
export const newIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

export interface Answer {
  status: number;
  headers: Headers;
  json: unknown;
}

export async function post(
  baseUrl: string,
  route: string,
  body: unknown,
  options: { ip?: string; type?: string; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: {
      'content-type': options.type ?? 'application/json',
      'x-forwarded-for': options.ip ?? newIp(),
      ...options.headers,
    },
    body: options.raw ?? JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json };
}

/** A post that may meet a receiver that is gone: a refused connection is status 0. */
export async function tryPost(baseUrl: string, route: string, body: unknown): Promise<Answer> {
  try {
    return await post(baseUrl, route, body);
  } catch {
    return { status: 0, headers: new Headers(), json: undefined };
  }
}

/** Runs `tasks` with at most `limit` at a time; resolves with their results in order. */
export async function inBatches<T>(
  count: number,
  limit: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/** The resident memory of a process, in MB (Linux /proc). */
export function residentMegabytes(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/**
 * Starts a new measure of a process's peak memory (Linux: "5" in /proc/<pid>/clear_refs
 * resets VmHWM). False when this account may not (the peak then counts from the start).
 */
export function resetPeakMemory(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
