import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { ColorModeToggle } from '../ColorModeToggle';
import type { LinkComponentType } from '../Link';
import { useLabels } from '../../labels/useLabels';
import { navbarLabelsEn as englishLabels } from './Navbar.labels';
import { useCurrentPath, useLinkComponent } from '../../provider/useLinkComponent';
import { MobileSidebar } from '../MobileSidebar';
import { lazyComponent } from '../LazyBoundary/lazyComponent';
import { NavbarItemView } from './NavbarItemView';
import type { NavbarColorToggleItem, NavbarItem, NavbarLabels } from './types';
import * as styles from './Navbar.css';

// The items as the mobile sidebar lists them load with the sidebar's panel, not with the page.
const mobileMenuItems = lazyComponent(() => import('./MobileMenuItems'));

export interface NavbarBrand {
  /** The site's name, visible beside the logo and the link's accessible name. */
  label: string;
  /** Address of the home page. */
  href: string;
  /** Decorative mark before the name (an SVG or `<img alt="">`); none by default. */
  logo?: ReactNode;
}

export interface NavbarProps {
  /** The brand link at the start of the bar. */
  brand: NavbarBrand;
  /** Links, menus and controls, in display order on each side. */
  items: NavbarItem[];
  /**
   * Overrides the `navbar` labels of the provider.
   * @default the provider's navbar labels
   */
  labels?: Partial<NavbarLabels>;
  /** Path of the page shown, to mark the current and active links; the provider's by default. */
  currentPath?: string;
  /**
   * Renders internal links.
   * @default the provider's LinkComponent, else <a>
   */
  LinkComponent?: LinkComponentType;
  /** A menu shown first in the mobile sidebar, e.g. the docs sidebar on docs pages. */
  secondaryMenu?: ReactNode;
  /** Heading of the secondary menu in the mobile sidebar, e.g. "Documentation". */
  secondaryMenuTitle?: string;
  /** Extra class on the header, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

function HamburgerIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ItemList({
  items,
  className,
  ...rest
}: { items: NavbarItem[]; className: string } & Omit<Parameters<typeof NavbarItemView>[0], 'item'>) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={`${item.type ?? 'link'}-${item.label}`}>
          <NavbarItemView item={item} {...rest} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The site's top bar. Items come as typed data (the spec's navbar item). Under
 * 996 px the items move into a MobileSidebar behind a hamburger button; the
 * search button stays in the bar.
 */
export function Navbar({
  brand,
  items,
  labels: ownLabels,
  currentPath: ownCurrentPath,
  LinkComponent,
  secondaryMenu,
  secondaryMenuTitle,
  className,
}: NavbarProps) {
  const labels = useLabels('navbar', englishLabels, ownLabels);
  const currentPath = useCurrentPath(ownCurrentPath);
  const BrandLink = useLinkComponent(LinkComponent);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const MobileMenuItems = mobileMenuItems.useComponent(isMenuOpen);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(closeMenu, [currentPath, closeMenu]);

  const left = items.filter((item) => (item.position ?? 'left') === 'left');
  const right = items.filter((item) => item.position === 'right');
  const searchItems = items.filter((item) => item.type === 'search');
  const colorToggle = items.find((item): item is NavbarColorToggleItem => item.type === 'colour-toggle');
  const shared = { currentPath, labels, LinkComponent };

  return (
    <header className={[styles.navbar, className].filter(Boolean).join(' ')}>
      <nav aria-label={labels.navigation} className={styles.inner}>
        <Button
          variant="ghost"
          iconOnly
          className={styles.hamburger}
          aria-label={labels.openMenu}
          aria-expanded={isMenuOpen}
          aria-haspopup="dialog"
          onPress={() => setMenuOpen(true)}
        >
          <HamburgerIcon />
        </Button>
        <BrandLink href={brand.href} className={styles.brand}>
          {brand.logo}
          <span>{brand.label}</span>
        </BrandLink>
        <ItemList items={left} className={styles.itemList} {...shared} />
        <ItemList items={right} className={[styles.itemList, styles.rightList].join(' ')} {...shared} />
        <ItemList items={searchItems} className={styles.mobileBarItems} {...shared} />
      </nav>
      <MobileSidebar
        isOpen={isMenuOpen && MobileMenuItems !== undefined}
        onOpenChange={setMenuOpen}
        title={labels.mobileMenu}
        closeLabel={labels.closeMenu}
        headerStart={
          <BrandLink href={brand.href} className={styles.brand}>
            {brand.logo}
            <span>{brand.label}</span>
          </BrandLink>
        }
        headerEnd={colorToggle ? <ColorModeToggle labels={colorToggle.labels} /> : null}
      >
        {secondaryMenu ? (
          <section className={styles.mobileSection} aria-label={secondaryMenuTitle}>
            {secondaryMenuTitle ? <h2 className={styles.mobileSectionTitle}>{secondaryMenuTitle}</h2> : null}
            {secondaryMenu}
          </section>
        ) : null}
        <section className={styles.mobileSection} aria-label={labels.mainMenu}>
          {secondaryMenu ? <h2 className={styles.mobileSectionTitle}>{labels.mainMenu}</h2> : null}
          {MobileMenuItems ? <MobileMenuItems items={items} {...shared} /> : null}
        </section>
      </MobileSidebar>
    </header>
  );
}
