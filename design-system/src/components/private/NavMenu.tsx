import { useRef, type ReactNode, type RefObject } from 'react';
import {
  DismissButton,
  mergeProps,
  Overlay,
  useFocusRing,
  useMenu,
  useMenuItem,
  useMenuTrigger,
  usePopover,
  VisuallyHidden,
  type AriaMenuProps,
} from 'react-aria';
import {
  Item,
  useMenuTriggerState,
  useTreeState,
  type MenuTriggerState,
  type Node,
  type TreeState,
} from 'react-stately';
import { Button } from '../Button';
import type { LinkComponentType } from '../Link';
import { ChevronIcon } from './ChevronIcon';
import { ExternalIcon } from './ExternalIcon';
import { isExternalHref } from './isExternalHref';
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
  externalLabel: string;
  className?: string;
}

/** A navbar dropdown: a menu of links, with arrow keys, Home/End, typeahead and Escape from react-aria. */
export function NavMenu({ trigger, entries, LinkComponent, externalLabel, className }: NavMenuProps) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({}, state, triggerRef);
  return (
    <>
      <Button {...menuTriggerProps} ref={triggerRef} variant="ghost" className={className}>
        {trigger}
        <ChevronIcon className={styles.chevron} />
      </Button>
      {state.isOpen ? (
        <NavPopover state={state} triggerRef={triggerRef}>
          <NavMenuList
            {...menuProps}
            entries={entries()}
            LinkComponent={LinkComponent}
            externalLabel={externalLabel}
          />
        </NavPopover>
      ) : null}
    </>
  );
}

function NavPopover({
  state,
  triggerRef,
  children,
}: {
  state: MenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement: 'bottom start', offset: 6 },
    state,
  );
  return (
    <Overlay>
      <div {...underlayProps} className={styles.underlay} />
      <div {...popoverProps} ref={popoverRef} className={styles.popover}>
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

interface NavMenuListProps extends Omit<AriaMenuProps<NavMenuEntry>, 'children' | 'items'> {
  entries: NavMenuEntry[];
  LinkComponent?: LinkComponentType;
  externalLabel: string;
}

function NavMenuList({ entries, LinkComponent, externalLabel, ...menuProps }: NavMenuListProps) {
  const state = useTreeState<NavMenuEntry>({
    ...menuProps,
    items: entries,
    children: (entry) => (
      <Item key={entry.key} textValue={entry.label} href={entry.href}>
        {entry.label}
      </Item>
    ),
  });
  const ref = useRef<HTMLUListElement>(null);
  const { menuProps: listProps } = useMenu({ ...menuProps, items: entries }, state, ref);
  return (
    <ul {...listProps} ref={ref} className={styles.menu}>
      {[...state.collection].map((node) => (
        <NavMenuItem
          key={node.key}
          node={node}
          state={state}
          LinkComponent={LinkComponent}
          externalLabel={externalLabel}
        />
      ))}
    </ul>
  );
}

function NavMenuItem({
  node,
  state,
  LinkComponent,
  externalLabel,
}: {
  node: Node<NavMenuEntry>;
  state: TreeState<NavMenuEntry>;
  LinkComponent?: LinkComponentType;
  externalLabel: string;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { menuItemProps, isFocused } = useMenuItem({ key: node.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const entry = node.value;
  if (!entry) return null;
  const external = isExternalHref(entry.href);
  const Component: LinkComponentType | 'a' = external ? 'a' : (LinkComponent ?? 'a');
  return (
    <li role="none">
      <Component
        {...mergeProps(menuItemProps, focusProps)}
        ref={ref}
        href={entry.href}
        className={styles.item}
        lang={entry.lang}
        hrefLang={entry.lang}
        aria-current={entry.isCurrent ? 'page' : undefined}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <span>
          {entry.label}
          {external ? <VisuallyHidden elementType="span">{` ${externalLabel}`}</VisuallyHidden> : null}
        </span>
        {external ? <ExternalIcon /> : null}
      </Component>
    </li>
  );
}
