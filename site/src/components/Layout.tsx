import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from '@gatsbyjs/reach-router';
import { useTranslation } from 'react-i18next';
import { SkipLink, useSearchShortcuts } from '@foyer/design-system';
import { announcement } from '../config/announcement';
import { SiteAnnouncementIsland, SiteFooterIsland, SiteNavbarIsland } from '../lazy/islands';
import { PageCrashBoundary } from './PageCrashBoundary';
import { RouteProgress } from './RouteProgress';
import { preloadSearch, SearchLauncher } from '../search/ui/SearchLauncher';
import * as styles from './Layout.css';

export interface LayoutProps {
  children: ReactNode;
  /** The docs sidebar, also offered inside the mobile menu. */
  secondaryMenu?: ReactNode;
  /** Title of the secondary menu in the mobile menu (the docs sidebar's by default). */
  secondaryMenuTitle?: string;
  /** Docs pages lay out their own columns. */
  wide?: boolean;
}

export function Layout({ children, secondaryMenu, secondaryMenuTitle, wide = false }: LayoutProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // The search is downloaded only once it is first opened (or its button hovered).
  const [search, setSearch] = useState({ isOpen: false, hasOpened: false });
  const openSearch = useCallback(() => setSearch({ isOpen: true, hasOpened: true }), []);
  const closeSearch = useCallback(() => setSearch((state) => ({ ...state, isOpen: false })), []);
  useSearchShortcuts(openSearch);
  return (
    <div className={styles.page}>
      <SkipLink targetId="main-content" labels={{ skipToContent: t('skipToContent') }} />
      <RouteProgress />
      {announcement ? <SiteAnnouncementIsland /> : null}
      <SiteNavbarIsland
        secondaryMenu={secondaryMenu}
        secondaryMenuTitle={secondaryMenuTitle}
        onSearch={openSearch}
        onSearchPreload={preloadSearch}
      />
      {search.hasOpened ? <SearchLauncher isOpen={search.isOpen} onClose={closeSearch} /> : null}
      <main id="main-content" className={wide ? styles.mainWide : styles.main} tabIndex={-1}>
        <PageCrashBoundary pathname={pathname}>{children}</PageCrashBoundary>
      </main>
      <SiteFooterIsland />
    </div>
  );
}
