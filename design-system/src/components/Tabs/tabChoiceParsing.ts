import { TAB_CHOICES_QUERY_PARAMETER } from './tabChoiceSettings';

/** Group and tab ids that can be remembered: letters, digits, `_` and `-` (they go into CSS selectors unescaped). */
const TOKEN = /^[\w-]+$/;

export function isTabChoiceToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** Each group's chosen tab id. */
export type TabChoices = Readonly<Record<string, string>>;

/** The stored JSON, keeping only well-formed pairs; anything else (old format, hand edits) counts as no choice. */
export function parseStoredTabChoices(raw: string | null): TabChoices {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(([group, id]) => isTabChoiceToken(group) && isTabChoiceToken(id)),
  );
}

/**
 * The choices an address carries, from its query string (`location.search`):
 * `?tabs=install-method:compose,os:linux`. Malformed pairs are skipped.
 */
export function parseTabChoicesQuery(search: string, parameter = TAB_CHOICES_QUERY_PARAMETER): TabChoices {
  const value = new URLSearchParams(search).get(parameter);
  if (!value) return {};
  const choices: Record<string, string> = {};
  for (const pair of value.split(',')) {
    const [group, id, ...rest] = pair.split(':');
    if (rest.length === 0 && isTabChoiceToken(group) && isTabChoiceToken(id)) choices[group] = id;
  }
  return choices;
}
