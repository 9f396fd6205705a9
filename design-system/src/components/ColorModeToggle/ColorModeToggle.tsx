import { useColorMode } from '../../hooks/useColorMode';
import { Button, type ButtonSize } from '../Button';
import * as styles from './ColorModeToggle.css';
import { useLabels } from '../../labels/useLabels';
import { colorModeToggleLabelsEn as englishLabels } from './ColorModeToggle.labels';
import type { ColorModeToggleLabels } from './ColorModeToggle.labels';

export interface ColorModeToggleProps {
  /**
   * Overrides the `colorModeToggle` labels of the provider.
   * @default the provider's colorModeToggle labels
   */
  labels?: Partial<ColorModeToggleLabels>;
  /**
   * Button size, as `Button`'s: `sm` in dense bars.
   * @default md
   */
  size?: ButtonSize;
  /** Extra class on the button, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
  /** localStorage key; the provider's `colorMode.storageKey` by default (share it with `colorModeScript`). */
  storageKey?: string;
}

function SunIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" fill="currentColor" />
    </svg>
  );
}

/**
 * Switches between light and dark. Its name says what pressing it will do, and
 * its icon shows the mode it leads to.
 */
export function ColorModeToggle({
  labels: ownLabels,
  size = 'md',
  className,
  storageKey,
}: ColorModeToggleProps) {
  const labels = useLabels('colorModeToggle', englishLabels, ownLabels);
  const { colorMode, toggleColorMode } = useColorMode(storageKey);
  const label = colorMode === 'dark' ? labels.switchToLight : labels.switchToDark;
  return (
    <Button
      variant="ghost"
      size={size}
      iconOnly
      aria-label={label}
      title={label}
      className={className}
      onPress={toggleColorMode}
    >
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}

export type { ColorModeToggleLabels } from './ColorModeToggle.labels';
