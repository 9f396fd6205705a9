/** localStorage key of the tab groups' choices, shared by `tabChoicesScript` and `Tabs`. */
export const TAB_CHOICES_STORAGE_KEY = 'foyer-tab-choices';

/** Query parameter that carries choices in a shared address: `?tabs=install-method:compose`. */
export const TAB_CHOICES_QUERY_PARAMETER = 'tabs';

/**
 * Where the choices of tab groups (`Tabs` with a `groupId`) are kept and read from an
 * address: the same settings for `tabChoicesScript` in `<head>` and the provider's
 * `tabChoices`, so one object can be handed to both.
 */
export interface TabChoiceSettings {
  /** localStorage key holding every group's choice. Default `foyer-tab-choices`. */
  storageKey: string;
  /** Query parameter read on arrival, `group:tab` pairs separated by commas. Default `tabs`. */
  queryParameter: string;
}

export const DEFAULT_TAB_CHOICE_SETTINGS: TabChoiceSettings = {
  storageKey: TAB_CHOICES_STORAGE_KEY,
  queryParameter: TAB_CHOICES_QUERY_PARAMETER,
};

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
