import { useRef, useState, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useTab, useTabList, useTabPanel } from 'react-aria';
import { Item, useTabListState, type Node, type TabListState } from 'react-stately';
import * as styles from './Tabs.css';
import { useDesignSystem } from '../../provider/designSystemContext';
import { useTabGroupChoice } from './useTabGroupChoice';
import { DEFAULT_TAB_CHOICE_SETTINGS } from './tabChoiceSettings';
import {
  TAB_GROUP_ATTRIBUTE,
  TAB_ID_ATTRIBUTE,
  TAB_PANEL_ATTRIBUTE,
  TAB_PENDING_ATTRIBUTE,
} from './tabMarkup';

export interface TabItem {
  /** Identifies the tab in `selectedKey` and `onSelectionChange`; unique within the group. In a `groupId` group, only letters, digits, `_` and `-`. */
  id: string;
  /** Visible text of the tab. */
  title: string;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Installation method". */
  label: string;
  /** The tabs, in display order. */
  items: TabItem[];
  /**
   * Tab selected first when uncontrolled and the group has no remembered choice.
   * @default the first tab
   */
  defaultSelectedKey?: string;
  /** Selected tab, when the host controls it; it wins over a remembered choice. */
  selectedKey?: string;
  /** Called with the id of the tab the visitor selects. */
  onSelectionChange?: (id: string) => void;
  /**
   * Names the choice these tabs offer, e.g. `install-method` (letters, digits, `_` and `-`).
   * Every `Tabs` with the same `groupId` shows the visitor's last choice, on every page,
   * in every open tab and after a reload: it is kept in localStorage (the provider's
   * `tabChoices`), and an address can carry it (`?tabs=install-method:compose`). A set
   * without the remembered tab keeps its default. Pair it with `tabChoicesScript` in
   * `<head>` so the choice shows from the first paint.
   */
  groupId?: string;
  /** Extra class on the tabs' wrapper, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

function Tab({ item, state }: { item: Node<TabItem>; state: TabListState<TabItem> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected } = useTab({ key: item.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(tabProps, focusProps)}
      ref={ref}
      className={styles.tab}
      {...{ [TAB_ID_ATTRIBUTE]: item.key }}
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {item.rendered}
    </div>
  );
}

/**
 * Every panel is rendered, the others `hidden` (out of sight and of the accessibility
 * tree), so that the head script can show a remembered one before React runs.
 */
function TabPanel({ item, state }: { item: Node<TabItem>; state: TabListState<TabItem> }) {
  const ref = useRef<HTMLDivElement>(null);
  const isSelected = state.selectedKey === item.key;
  const { tabPanelProps } = useTabPanel({ id: item.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(tabPanelProps, focusProps)}
      // react-aria names every panel after the selected tab; a hidden one the head script
      // shows before hydration is named after its own.
      aria-labelledby={isSelected ? tabPanelProps['aria-labelledby'] : undefined}
      aria-label={isSelected ? undefined : item.textValue}
      hidden={!isSelected}
      ref={ref}
      className={styles.panel}
      {...{ [TAB_PANEL_ATTRIBUTE]: item.key }}
      data-focus-visible={isFocusVisible || undefined}
    >
      {item.value?.content}
    </div>
  );
}

/**
 * Tabs on react-aria: arrow keys move and select (automatic activation), Home and
 * End jump to the ends. Every panel is in the server HTML, the selected one shown;
 * with a `groupId`, the visitor's choice is remembered across tab sets, pages and tabs.
 */
export function Tabs({
  label,
  items,
  defaultSelectedKey,
  selectedKey,
  onSelectionChange,
  groupId,
  className,
}: TabsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const group = useTabGroupChoice(groupId, {
    ...DEFAULT_TAB_CHOICE_SETTINGS,
    ...useDesignSystem().tabChoices,
  });
  const has = (id: string | undefined): id is string => items.some((item) => item.id === id);
  // Chosen during render, not by react-stately's effect, so the server HTML holds it.
  const [ownKey, setOwnKey] = useState(() => (has(defaultSelectedKey) ? defaultSelectedKey : items[0]?.id));
  const remembered = has(group.choice) ? group.choice : undefined;
  const shownKey = selectedKey ?? remembered ?? (has(ownKey) ? ownKey : items[0]?.id);
  const state = useTabListState<TabItem>({
    items,
    children: (item) => <Item key={item.id}>{item.title}</Item>,
    selectedKey: shownKey,
    onSelectionChange: (key) => {
      const id = String(key);
      setOwnKey(id);
      group.remember(id);
      onSelectionChange?.(id);
    },
  });
  const { tabListProps } = useTabList({ 'aria-label': label }, state, ref);
  const groupAttributes =
    groupId === undefined
      ? {}
      : { [TAB_GROUP_ATTRIBUTE]: groupId, [TAB_PENDING_ATTRIBUTE]: group.isKnown ? undefined : '' };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} {...groupAttributes}>
      <div {...tabListProps} ref={ref} className={styles.tabList}>
        {[...state.collection].map((item) => (
          <Tab key={item.key} item={item} state={state} />
        ))}
      </div>
      {[...state.collection].map((item) => (
        <TabPanel key={item.key} item={item} state={state} />
      ))}
    </div>
  );
}
