export { DesignSystemProvider } from './DesignSystemProvider';
export type { DesignSystemProviderProps } from './DesignSystemProvider';
export { useDesignSystem, DEFAULT_COLOR_MODE_SETTINGS } from './designSystemContext';
export type { ColorModeSettings, DesignSystemSettings } from './designSystemContext';
export { useCurrentPath, useLinkComponent } from './useLinkComponent';
