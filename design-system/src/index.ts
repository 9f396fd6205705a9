export * from './theme';

export { useColorMode } from './hooks/useColorMode';
export type { UseColorModeResult } from './hooks/useColorMode';

export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';

export { Link } from './components/Link';
export type { LinkComponentProps, LinkComponentType, LinkProps, LinkVariant } from './components/Link';

export { ColorModeToggle } from './components/ColorModeToggle';
export type { ColorModeToggleLabels, ColorModeToggleProps } from './components/ColorModeToggle';
