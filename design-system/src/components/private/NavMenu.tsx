import { useRef, type ReactNode } from 'react';
import { useMenuTrigger } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import { Button } from '../Button';
import type { LinkComponentType } from '../Link';
import { ChevronIcon } from './ChevronIcon';
import { lazyComponent } from '../LazyBoundary/lazyComponent';
import * as styles from './NavMenu.css';

export interface NavMenuEntry {
  key: string;
  label: string;
  href: string;
  /** Language of the label and of the target page (language menu). */
  lang?: string;
  isCurrent?: boolean;
}

export interface NavMenuProps {
  /** Content of the trigger button; its text is the menu's name. */
  trigger: ReactNode;
  /** Computed when the menu opens, so addresses can include the current query and hash. */
  entries: () => NavMenuEntry[];
  LinkComponent?: LinkComponentType;
  opensInNewTabLabel?: string;
  className?: string;
}

const popover = lazyComponent(() => import('./NavMenuPopover'));

/**
 * A navbar dropdown: a menu of links with arrow keys, Home/End, typeahead and
 * Escape from react-aria. Only the trigger ships with the page; the menu itself
 * loads on intent or when opened.
 */
export function NavMenu({ trigger, entries, LinkComponent, opensInNewTabLabel, className }: NavMenuProps) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({}, state, triggerRef);
  const Popover = popover.useComponent(state.isOpen);
  const preload = () => void popover.preload().catch(() => undefined);
  return (
    <>
      <Button
        {...menuTriggerProps}
        onHoverStart={preload}
        onFocus={preload}
        ref={triggerRef}
        variant="ghost"
        className={className}
      >
        {trigger}
        <ChevronIcon className={styles.chevron} />
      </Button>
      {state.isOpen && Popover ? (
        <Popover
          {...menuProps}
          state={state}
          triggerRef={triggerRef}
          entries={entries()}
          LinkComponent={LinkComponent}
          opensInNewTabLabel={opensInNewTabLabel}
        />
      ) : null}
    </>
  );
}
