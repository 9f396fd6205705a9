import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { DesignSystemProvider, Navbar, type NavbarItem } from '@foyer/design-system';
import { colorMode } from './colorMode';
import { findDocPage } from './docs';
import { DocsPage } from './pages/DocsPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { UpdatesPage } from './pages/UpdatesPage';
import { RouterLink, navigate, useHash, usePathname } from './router';
import { useDocsSearch } from './Search';

const SITE_NAME = 'Acme Relay';

/** The page for a path, and the document title that names it. */
function pageFor(pathname: string): { documentTitle: string; content: ReactNode } {
  const titled = (title: string, content: ReactNode) => ({
    documentTitle: `${title} · ${SITE_NAME}`,
    content,
  });
  if (pathname === '/') return { documentTitle: SITE_NAME, content: <HomePage /> };
  if (pathname === '/updates/') return titled('Updates', <UpdatesPage />);
  const docPage = findDocPage(pathname);
  if (docPage) return titled(docPage.title, <DocsPage page={docPage} />);
  return titled('Page not found', <NotFoundPage />);
}

/** After a navigation: the section a hash points to, else the top of the new page. */
function useScrollOnNavigation(pathname: string, hash: string): void {
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

function Shell() {
  const pathname = usePathname();
  const search = useDocsSearch();
  const page = pageFor(pathname);
  const navbarItems = useMemo<NavbarItem[]>(
    () => [
      { label: 'Docs', href: '/docs/getting-started/', activeBasePath: '/docs/' },
      { label: 'Updates', href: '/updates/' },
      { type: 'search', label: 'Search', position: 'right', onPress: search.open },
      { type: 'colour-toggle', label: 'Colour mode', position: 'right' },
    ],
    [search.open],
  );

  useScrollOnNavigation(pathname, useHash());
  useLayoutEffect(() => {
    document.title = page.documentTitle;
  }, [page.documentTitle]);

  return (
    <>
      <Navbar brand={{ label: SITE_NAME, href: '/' }} items={navbarItems} />
      {page.content}
      {search.modal}
    </>
  );
}

/**
 * The whole app under one provider: the router's link component and navigate, the
 * current path, and the colour-mode settings the `<head>` script uses too. No labels:
 * every component speaks English by default.
 */
export function App() {
  const pathname = usePathname();
  return (
    <DesignSystemProvider
      LinkComponent={RouterLink}
      navigate={navigate}
      currentPath={pathname}
      colorMode={colorMode}
    >
      <Shell />
    </DesignSystemProvider>
  );
}
