import type { LinkComponentType } from '../Link';
import { Link } from '../Link';
import { linkState, linkTarget } from './navbarLinks';
import { NavbarLink, localeEntries } from './NavbarItemView';
import type { NavbarColorToggleItem, NavbarItem, NavbarLabels, NavbarSearchItem } from './types';
import * as styles from './Navbar.css';

export interface MobileMenuItemsProps {
  items: NavbarItem[];
  currentPath: string;
  labels: NavbarLabels;
  LinkComponent?: LinkComponentType;
}

/**
 * The bar's items as plain nested lists for the mobile sidebar: dropdowns become
 * labelled groups of links, so everything is one Tab away without menus.
 */
export function MobileMenuItems({ items, currentPath, labels, LinkComponent }: MobileMenuItemsProps) {
  // Search stays in the bar and the colour toggle sits in the sidebar's header.
  const visible = items.filter(
    (item): item is Exclude<NavbarItem, NavbarSearchItem | NavbarColorToggleItem> =>
      item.showInMobileMenu !== false && item.type !== 'search' && item.type !== 'colour-toggle',
  );
  return (
    <ul className={styles.mobileList}>
      {visible.map((item) => {
        const key = `${item.type ?? 'link'}-${item.label}`;
        if (item.type === 'dropdown' || item.type === 'locale') {
          const entries =
            item.type === 'locale'
              ? localeEntries(item, currentPath)
              : item.items.map((entry) => ({
                  key: linkTarget(entry),
                  label: entry.label,
                  href: linkTarget(entry),
                  lang: undefined,
                  isCurrent: linkState(entry, currentPath).isCurrent,
                }));
          const groupId = `mobile-group-${key.replace(/[^a-z0-9-]/gi, '')}`;
          return (
            <li key={key}>
              <span id={groupId} className={styles.mobileGroupLabel}>
                {item.label}
              </span>
              <ul className={styles.mobileNested} aria-labelledby={groupId}>
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <Link
                      href={entry.href}
                      LinkComponent={LinkComponent}
                      opensInNewTabLabel={labels.opensInNewTab}
                      variant="quiet"
                      className={styles.mobileLink}
                      lang={entry.lang}
                      hrefLang={entry.lang}
                      aria-current={entry.isCurrent ? 'page' : undefined}
                    >
                      {entry.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        }
        if (item.type === 'custom') return <li key={key}>{item.render()}</li>;
        return (
          <li key={key}>
            <NavbarLink
              item={{ ...item, icon: undefined }}
              currentPath={currentPath}
              labels={labels}
              LinkComponent={LinkComponent}
              className={styles.mobileLink}
            />
          </li>
        );
      })}
    </ul>
  );
}

export default MobileMenuItems;
