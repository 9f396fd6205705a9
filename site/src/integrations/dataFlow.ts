/**
 * Where an integration's data goes, as every self-hoster asks first: it stays on the
 * local network, it stays local unless an optional cloud feature is turned on, or it
 * needs a cloud account or service (whose vendor the catalogue names).
 */
export const DATA_FLOWS = ['local', 'local-optional-cloud', 'cloud'] as const;

export type DataFlow = (typeof DATA_FLOWS)[number];

export function isDataFlow(value: unknown): value is DataFlow {
  return typeof value === 'string' && (DATA_FLOWS as readonly string[]).includes(value);
}
