// eslint-disable-next-line @typescript-eslint/no-require-imports
const { E2E_PORT } = require('./port.cjs') as { E2E_PORT: number };

export const baseUrl = `http://127.0.0.1:${E2E_PORT}`;

/** A request that reports redirects instead of following them. */
export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });
}
