import { useEffect, useState } from 'react';
import { Button } from '../Button';
import * as styles from './SearchButton.css';
import { useLabels } from '../../labels/useLabels';
import { searchButtonLabelsEn as englishLabels } from './SearchButton.labels';

export interface SearchButtonProps {
  /** Visible text; the `searchButton.label` label by default. */
  label?: string;
  /** Opens the search, e.g. `search.open` of `useSearchModal`. The shortcuts come from `useSearchShortcuts(search.open)`. */
  onPress?: () => void;
  /** The pointer or the focus reached the button: a good moment to start loading the search. */
  onPreload?: () => void;
  /** Extra class on the button, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

interface NavigatorWithUAData extends Navigator {
  userAgentData?: { platform?: string };
}

function isApplePlatform(): boolean {
  const nav: NavigatorWithUAData = navigator;
  const platform = nav.userAgentData?.platform || nav.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

function SearchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The navbar's search trigger. It shows the shortcut as Ctrl K, or ⌘ K on Apple
 * platforms once mounted: the server cannot know the platform, so the first render
 * matches the server HTML. Its name comes from its content, so it contains the text.
 */
export function SearchButton({ label: ownLabel, onPress, onPreload, className }: SearchButtonProps) {
  const { label, controlKey, commandKey } = useLabels('searchButton', englishLabels, { label: ownLabel });
  const [isApple, setIsApple] = useState(false);

  useEffect(() => {
    setIsApple(isApplePlatform());
  }, []);

  return (
    <Button
      variant="secondary"
      aria-keyshortcuts={isApple ? 'Meta+K' : 'Control+K'}
      onPress={onPress}
      onHoverStart={onPreload}
      onFocus={onPreload}
      className={[styles.button, className].filter(Boolean).join(' ')}
    >
      <SearchIcon />
      <span>{label}</span>{' '}
      <span className={styles.keys}>
        <kbd className={styles.key}>{isApple ? commandKey : controlKey}</kbd>{' '}
        <kbd className={styles.key}>K</kbd>
      </span>
    </Button>
  );
}

export type { SearchButtonLabels } from './SearchButton.labels';
