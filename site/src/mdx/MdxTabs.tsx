import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Tabs } from '@foyer/design-system';

export interface TabItemProps {
  value: string;
  label: string;
  children: ReactNode;
}

export interface MdxTabsProps {
  label: string;
  /**
   * The choice these tabs offer, shared by every page that offers it (`install-method`,
   * `operating-system`, `client`): the reader's tab is remembered, and `?tabs=group:value`
   * selects it. Values of the same choice are the same everywhere (`docker`, `compose`).
   */
  groupId?: string;
  children: ReactNode;
}

/** `<Tabs label groupId>` of MDX, whose `<TabItem value label>` children become the design system's tabs. */
export default function MdxTabs({ label, groupId, children }: MdxTabsProps) {
  const items = Children.toArray(children)
    .filter((child): child is ReactElement<TabItemProps> => isValidElement(child))
    .map((child) => ({ id: child.props.value, title: child.props.label, content: child.props.children }));
  return <Tabs label={label} groupId={groupId} items={items} />;
}
