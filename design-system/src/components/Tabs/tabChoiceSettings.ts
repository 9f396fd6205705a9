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
