import { VisuallyHidden } from 'react-aria';
import { ColorModeToggle } from '../ColorModeToggle';
import { Link, type LinkComponentType } from '../Link';
import { NavMenu } from '../private/NavMenu';
import { SearchButton } from '../SearchButton';
import { currentLocationParts, isExternalItem, linkState, linkTarget } from './navbarLinks';
import type { NavbarItem, NavbarLabels, NavbarLinkItem, NavbarLocaleItem } from './types';
import * as styles from './Navbar.css';

export interface NavbarItemViewProps {
  item: NavbarItem;
  currentPath: string;
  labels: NavbarLabels;
  LinkComponent?: LinkComponentType;
}

function GlobeIcon() {
  return (
    <svg
      className={styles.globe}
      width="18"
      height="18"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M2 10h16M10 2c2.5 2.6 2.5 13.4 0 16M10 2c-2.5 2.6-2.5 13.4 0 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

export function localeEntries(item: NavbarLocaleItem, currentPath: string) {
  const location = currentLocationParts(currentPath);
  return item.locales.map((option) => ({
    key: option.locale,
    label: option.label,
    href: item.hrefFor(option.locale, location),
    lang: option.locale,
    isCurrent: option.locale === item.currentLocale,
  }));
}

export function NavbarLink({
  item,
  currentPath,
  labels,
  LinkComponent,
  className,
}: {
  item: NavbarLinkItem;
  currentPath: string;
  labels: NavbarLabels;
  LinkComponent?: LinkComponentType;
  className: string;
}) {
  const { isCurrent, isActive } = linkState(item, currentPath);
  return (
    <Link
      href={linkTarget(item)}
      LinkComponent={LinkComponent}
      isExternal={isExternalItem(item)}
      opensInNewTabLabel={labels.opensInNewTab}
      variant="quiet"
      className={[className, item.icon ? styles.iconLink : undefined, item.className]
        .filter(Boolean)
        .join(' ')}
      aria-current={isCurrent ? 'page' : undefined}
      data-active={isActive || undefined}
    >
      {item.icon ? (
        <>
          {item.icon}
          <VisuallyHidden elementType="span">{item.label}</VisuallyHidden>
        </>
      ) : (
        item.label
      )}
    </Link>
  );
}

/** One item of the desktop bar, by type. */
export function NavbarItemView({ item, currentPath, labels, LinkComponent }: NavbarItemViewProps) {
  switch (item.type) {
    case 'dropdown':
      return (
        <NavMenu
          trigger={item.label}
          className={item.className}
          LinkComponent={LinkComponent}
          opensInNewTabLabel={labels.opensInNewTab}
          entries={() =>
            item.items.map((entry) => ({
              key: linkTarget(entry),
              label: entry.label,
              href: linkTarget(entry),
              isCurrent: linkState(entry, currentPath).isCurrent,
            }))
          }
        />
      );
    case 'locale': {
      const current = item.locales.find((option) => option.locale === item.currentLocale);
      return (
        <NavMenu
          trigger={
            <>
              <GlobeIcon />
              <VisuallyHidden elementType="span">{`${labels.language} `}</VisuallyHidden>
              {current?.label ?? item.label}
            </>
          }
          className={item.className}
          LinkComponent={LinkComponent}
          opensInNewTabLabel={labels.opensInNewTab}
          entries={() => localeEntries(item, currentPath)}
        />
      );
    }
    case 'search':
      return (
        <SearchButton
          label={item.label}
          onPress={item.onPress}
          onPreload={item.onPreload}
          className={item.className}
        />
      );
    case 'colour-toggle':
      return <ColorModeToggle labels={item.labels} className={item.className} />;
    case 'custom':
      return <>{item.render()}</>;
    default:
      return (
        <NavbarLink
          item={item}
          currentPath={currentPath}
          labels={labels}
          LinkComponent={LinkComponent}
          className={styles.link}
        />
      );
  }
}
