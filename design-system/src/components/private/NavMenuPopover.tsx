import { useRef, type RefObject } from 'react';
import {
  DismissButton,
  mergeProps,
  Overlay,
  useFocusRing,
  useMenu,
  useMenuItem,
  usePopover,
  VisuallyHidden,
  type AriaMenuProps,
} from 'react-aria';
import { Item, useTreeState, type MenuTriggerState, type Node, type TreeState } from 'react-stately';
import type { LinkComponentType } from '../Link';
import { useLinkComponent } from '../../provider/useLinkComponent';
import { isRoutableHref } from './isRoutableHref';
import { ExternalIcon } from './ExternalIcon';
import { isExternalHref } from './isExternalHref';
import type { NavMenuEntry } from './NavMenu';
import * as styles from './NavMenu.css';

export interface NavMenuPopoverProps extends Omit<AriaMenuProps<NavMenuEntry>, 'children' | 'items'> {
  state: MenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  entries: NavMenuEntry[];
  LinkComponent?: LinkComponentType;
  opensInNewTabLabel?: string;
}

/** The open part of a NavMenu, loaded on demand: positioning, menu keyboard, links. */
export default function NavMenuPopover({ state, triggerRef, ...menuProps }: NavMenuPopoverProps) {
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
        <NavMenuList {...menuProps} />
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

type NavMenuListProps = Omit<NavMenuPopoverProps, 'state' | 'triggerRef'>;

function NavMenuList({ entries, LinkComponent, opensInNewTabLabel, ...menuProps }: NavMenuListProps) {
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
          opensInNewTabLabel={opensInNewTabLabel}
        />
      ))}
    </ul>
  );
}

function NavMenuItem({
  node,
  state,
  LinkComponent,
  opensInNewTabLabel,
}: {
  node: Node<NavMenuEntry>;
  state: TreeState<NavMenuEntry>;
  LinkComponent?: LinkComponentType;
  opensInNewTabLabel?: string;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  const RoutedLink = useLinkComponent(LinkComponent);
  const { menuItemProps, isFocused } = useMenuItem({ key: node.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const entry = node.value;
  if (!entry) return null;
  const external = isExternalHref(entry.href);
  const Component = isRoutableHref(entry.href) ? RoutedLink : 'a';
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
        data-current={entry.isCurrent || undefined}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <span>
          {entry.label}
          {external && opensInNewTabLabel ? (
            <VisuallyHidden elementType="span">{` ${opensInNewTabLabel}`}</VisuallyHidden>
          ) : null}
        </span>
        {external ? <ExternalIcon /> : null}
      </Component>
    </li>
  );
}
