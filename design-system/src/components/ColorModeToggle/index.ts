export { ColorModeToggle } from './ColorModeToggle';
export type { ColorModeToggleLabels, ColorModeToggleProps } from './ColorModeToggle';
