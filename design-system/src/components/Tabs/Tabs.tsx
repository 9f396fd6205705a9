import { useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useTab, useTabList, useTabPanel } from 'react-aria';
import { Item, useTabListState, type Node, type TabListState } from 'react-stately';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Identifies the tab in `selectedKey` and `onSelectionChange`; unique within the group. */
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
  /** Tab selected first when uncontrolled; the first tab by default. */
  defaultSelectedKey?: string;
  /** Selected tab, when the host controls it (e.g. to sync several tab groups). */
  selectedKey?: string;
  /** Called with the id of the tab the visitor selects, e.g. to remember the choice or sync other groups. */
  onSelectionChange?: (id: string) => void;
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
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {item.rendered}
    </div>
  );
}

function TabPanel({ state }: { state: TabListState<TabItem> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({}, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(tabPanelProps, focusProps)}
      ref={ref}
      className={styles.panel}
      data-focus-visible={isFocusVisible || undefined}
    >
      {state.selectedItem?.value?.content}
    </div>
  );
}

/**
 * Tabs on react-aria: arrow keys move and select (automatic activation), Home and
 * End jump to the ends. Only the selected panel is rendered; it is chosen during
 * render, so the server HTML holds it.
 */
export function Tabs({
  label,
  items,
  defaultSelectedKey,
  selectedKey,
  onSelectionChange,
  className,
}: TabsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useTabListState<TabItem>({
    items,
    children: (item) => <Item key={item.id}>{item.title}</Item>,
    // react-stately would pick the first tab in an effect, after the server render.
    defaultSelectedKey: defaultSelectedKey ?? items[0]?.id,
    selectedKey,
    onSelectionChange: onSelectionChange ? (key) => onSelectionChange(String(key)) : undefined,
  });
  const { tabListProps } = useTabList({ 'aria-label': label }, state, ref);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div {...tabListProps} ref={ref} className={styles.tabList}>
        {[...state.collection].map((item) => (
          <Tab key={item.key} item={item} state={state} />
        ))}
      </div>
      <TabPanel key={state.selectedKey} state={state} />
    </div>
  );
}
