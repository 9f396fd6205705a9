// The attributes through which `tabChoicesScript` finds a tab group in the server's HTML
// before React runs. They are a contract between the two: change both together.

/** On the tabs' wrapper: the group id. */
export const TAB_GROUP_ATTRIBUTE = 'data-tab-group';

/**
 * On a grouped wrapper while its render cannot know the stored choice (the server's HTML,
 * then hydration): the head script's rules apply only there, and stop once React shows the choice.
 */
export const TAB_PENDING_ATTRIBUTE = 'data-tab-pending';

/** On each tab: its id. */
export const TAB_ID_ATTRIBUTE = 'data-tab';

/** On each panel: the id of its tab. */
export const TAB_PANEL_ATTRIBUTE = 'data-tab-panel';
