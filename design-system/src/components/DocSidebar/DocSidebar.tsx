import { useEffect, useRef } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, type AriaButtonProps } from 'react-aria';
import type { LinkComponentType } from '../Link';
import { useLabels } from '../../labels/useLabels';
import { docSidebarLabelsEn as englishLabels } from './DocSidebar.labels';
import { useCurrentPath, useLinkComponent } from '../../provider/useLinkComponent';
import { isRoutableHref } from '../private/isRoutableHref';
import { isSamePath } from '../private/docPaths';
import { useCollapse } from '../private/useCollapse';
import * as styles from './DocSidebar.css';

export interface DocSidebarLink {
  /** Discriminates a page link from a category. */
  type: 'link';
  /** Visible text of the link, usually the page's title. */
  label: string;
  /** Address of the page; marked current when it matches `currentPath`. */
  href: string;
}

export interface DocSidebarCategory {
  /** Discriminates a category from a page link. */
  type: 'category';
  /** Visible text of the category's toggle (and of its link when it has `href`). */
  label: string;
  /** The pages and sub-categories it holds, shown when it is expanded. */
  items: DocSidebarItem[];
  /**
   * Initial state; a category holding the current page starts open regardless.
   * @default false
   */
  collapsed?: boolean;
  /** The category's own index page, if it has one. */
  href?: string;
}

export type DocSidebarItem = DocSidebarLink | DocSidebarCategory;

export interface DocSidebarProps {
  /** The tree of pages and categories, in display order. */
  items: DocSidebarItem[];
  /** Path of the page being shown, e.g. `/fr/docs/api/rest-api/`; the provider's by default. */
  currentPath?: string;
  /** Accessible name of the navigation landmark; the `docSidebar.navigation` label by default. */
  label?: string;
  /**
   * Renders internal links, so the host site's router handles them. `'a'` renders plain anchors
   * whatever the provider says: for a long list whose clicks the host routes with one listener
   * around the sidebar, a component per link is most of the render's cost.
   * @default the provider's LinkComponent, else <a>
   */
  LinkComponent?: LinkComponentType | 'a';
  /** Extra class on the navigation, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

interface ItemContext {
  currentPath: string;
  LinkComponent: LinkComponentType | 'a';
}

function containsPath(category: DocSidebarCategory, path: string): boolean {
  if (category.href !== undefined && isSamePath(category.href, path)) return true;
  return category.items.some((item) =>
    item.type === 'link' ? isSamePath(item.href, path) : containsPath(item, path),
  );
}

function SidebarLink({
  href,
  label,
  context,
  isOnCurrentTrail = false,
}: {
  href: string;
  label: string;
  context: ItemContext;
  /** For a category's own page: whether the current page is inside the category. */
  isOnCurrentTrail?: boolean;
}) {
  // The host router only knows the site's own pages.
  const Component = isRoutableHref(href) ? context.LinkComponent : 'a';
  const isCurrent = isSamePath(href, context.currentPath);
  return (
    <Component
      href={href}
      className={styles.link}
      aria-current={isCurrent ? 'page' : undefined}
      data-current={isCurrent || undefined}
      data-current-trail={isOnCurrentTrail || undefined}
    >
      {label}
    </Component>
  );
}

function CategoryToggle({
  label,
  isIconOnly,
  isOnCurrentTrail,
  isExpanded,
  buttonProps,
}: {
  label: string;
  isIconOnly: boolean;
  isOnCurrentTrail: boolean;
  isExpanded: boolean;
  buttonProps: AriaButtonProps;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps: ariaProps } = useButton(buttonProps, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <button
      {...mergeProps(ariaProps, focusProps, hoverProps)}
      ref={ref}
      aria-label={isIconOnly ? label : undefined}
      className={isIconOnly ? styles.iconToggle : styles.toggle}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-current-trail={isOnCurrentTrail || undefined}
      data-expanded={isExpanded || undefined}
    >
      {isIconOnly ? null : <span>{label}</span>}
      <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path
          d="M4.5 2.5 8 6l-3.5 3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

function SidebarCategory({ category, context }: { category: DocSidebarCategory; context: ItemContext }) {
  const isOnCurrentTrail = containsPath(category, context.currentPath);
  const panelRef = useRef<HTMLDivElement>(null);
  const { state, buttonProps, panelProps } = useCollapse(isOnCurrentTrail || !category.collapsed, panelRef);

  // The sidebar can outlive a client-side navigation: open the category the reader
  // has just moved into, but leave alone one they closed themselves.
  const wasOnCurrentTrail = useRef(isOnCurrentTrail);
  const { expand } = state;
  useEffect(() => {
    if (isOnCurrentTrail && !wasOnCurrentTrail.current) expand();
    wasOnCurrentTrail.current = isOnCurrentTrail;
  }, [isOnCurrentTrail, expand]);

  return (
    <li>
      <div className={styles.categoryRow}>
        {category.href !== undefined ? (
          <SidebarLink
            href={category.href}
            label={category.label}
            context={context}
            isOnCurrentTrail={isOnCurrentTrail}
          />
        ) : null}
        <CategoryToggle
          label={category.label}
          isIconOnly={category.href !== undefined}
          isOnCurrentTrail={isOnCurrentTrail}
          isExpanded={state.isExpanded}
          buttonProps={buttonProps}
        />
      </div>
      {/* Always rendered: collapsed links stay in the server HTML, for crawlers, find-in-page and no-JS readers. */}
      <div {...panelProps} ref={panelRef} className={styles.panel}>
        <ItemList items={category.items} context={context} className={styles.nestedList} />
      </div>
    </li>
  );
}

function ItemList({
  items,
  context,
  className,
}: {
  items: DocSidebarItem[];
  context: ItemContext;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={`link:${item.href}`}>
            <SidebarLink href={item.href} label={item.label} context={context} />
          </li>
        ) : (
          <SidebarCategory key={`category:${item.href ?? item.label}`} category={item} context={context} />
        ),
      )}
    </ul>
  );
}

/**
 * The docs navigation: nested lists of links with collapsible categories. The
 * category holding the current page starts open, and every link is in the server
 * HTML, so the sidebar reads and navigates without JavaScript.
 */
export function DocSidebar({ items, currentPath, label, LinkComponent, className }: DocSidebarProps) {
  const { navigation } = useLabels('docSidebar', englishLabels, { navigation: label });
  const context: ItemContext = {
    currentPath: useCurrentPath(currentPath),
    LinkComponent: useLinkComponent(LinkComponent),
  };
  return (
    <nav aria-label={navigation} className={[styles.root, className].filter(Boolean).join(' ')}>
      <ItemList items={items} context={context} className={styles.list} />
    </nav>
  );
}

export type { DocSidebarLabels } from './DocSidebar.labels';
