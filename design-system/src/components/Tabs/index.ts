export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { tabChoicesScript } from './tabChoicesScript';
export { TAB_CHOICES_QUERY_PARAMETER, TAB_CHOICES_STORAGE_KEY } from './tabChoiceSettings';
export type { TabChoiceSettings } from './tabChoiceSettings';
