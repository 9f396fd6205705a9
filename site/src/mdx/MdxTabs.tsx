import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Tabs } from '@foyer/design-system';

export interface TabItemProps {
  value: string;
  label: string;
  children: ReactNode;
}

export interface MdxTabsProps {
  label: string;
  children: ReactNode;
}

/** `<Tabs label>` of MDX, whose `<TabItem value label>` children become the design system's tabs. */
export default function MdxTabs({ label, children }: MdxTabsProps) {
  const items = Children.toArray(children)
    .filter((child): child is ReactElement<TabItemProps> => isValidElement(child))
    .map((child) => ({ id: child.props.value, title: child.props.label, content: child.props.children }));
  return <Tabs label={label} items={items} />;
}
