import { forwardRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { DocSidebar } from '../components/DocSidebar';
import type { LinkComponentProps } from '../components/Link';
import { Link } from '../components/Link';
import { Navbar } from '../components/Navbar';
import { Pagination } from '../components/Pagination';
import { navbarItems } from '../components/Navbar/fixtures';
import { TableOfContents } from '../components/TableOfContents';
import { frLabels } from '../labels/fr';
import { DesignSystemProvider } from './DesignSystemProvider';
import { useDesignSystem } from './designSystemContext';

/** A router link that tells the test it was used. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { children, ...props },
  ref,
) {
  return (
    <a ref={ref} data-router-link="" {...props}>
      {children}
    </a>
  );
});

const sidebarItems = [
  {
    type: 'category' as const,
    label: 'Installation',
    items: [
      { type: 'link' as const, label: 'Docker', href: '/docs/installation/docker/' },
      { type: 'link' as const, label: 'Raspberry Pi', href: '/docs/installation/raspberry-pi/' },
    ],
  },
];

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('DesignSystemProvider', () => {
  it('gives every component its link component and current path', () => {
    render(
      <DesignSystemProvider LinkComponent={RouterLink} currentPath="/docs/installation/docker/">
        <Navbar brand={{ label: 'Acme', href: '/' }} items={navbarItems('en')} />
        <DocSidebar items={sidebarItems} />
        <Link href="/blog/">Blog post</Link>
      </DesignSystemProvider>,
    );
    const sidebar = screen.getByRole('navigation', { name: 'Docs sidebar' });
    const docker = within(sidebar).getByRole('link', { name: 'Docker' });
    expect(docker).toHaveAttribute('data-router-link');
    expect(docker).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Raspberry Pi' })).not.toHaveAttribute('aria-current');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Docs' })).toHaveAttribute('data-router-link');
    expect(within(nav).getByRole('link', { name: 'Docs' })).toHaveAttribute('data-active');
    expect(within(nav).getByRole('link', { name: 'Acme' })).toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'Blog post' })).toHaveAttribute('data-router-link');
    // External addresses never go through the router.
    expect(within(nav).getByRole('link', { name: /Login/ })).not.toHaveAttribute('data-router-link');
  });

  it('lets a component’s own props override the provider', () => {
    render(
      <DesignSystemProvider LinkComponent={RouterLink} currentPath="/docs/installation/docker/">
        <DocSidebar
          items={sidebarItems}
          currentPath="/docs/installation/raspberry-pi/"
          LinkComponent={undefined}
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Raspberry Pi' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Docker' })).not.toHaveAttribute('aria-current');
  });

  it('labels components in English without any label prop, and in French with frLabels', () => {
    const { unmount } = render(
      <>
        <Navbar brand={{ label: 'Acme', href: '/' }} items={[]} />
        <TableOfContents headings={[{ id: 'setup', value: 'Setup', depth: 2 }]} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Open the menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    unmount();
    render(
      <DesignSystemProvider locale="fr-FR" labels={frLabels}>
        <Navbar brand={{ label: 'Acme', href: '/' }} items={[]} />
        <TableOfContents headings={[{ id: 'setup', value: 'Installation', depth: 2 }]} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toBeInTheDocument();
  });

  it('merges partial labels: the provider’s over English, the component’s over the provider’s', () => {
    render(
      <DesignSystemProvider
        labels={{ navbar: { openMenu: 'Show navigation', closeMenu: 'Hide navigation' } }}
      >
        <Navbar brand={{ label: 'Acme', href: '/' }} items={[]} labels={{ openMenu: 'Menu, please' }} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('button', { name: 'Menu, please' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('hands its navigate function to the components', () => {
    const navigate = jest.fn();
    function GoButton() {
      const settings = useDesignSystem();
      return (
        <button type="button" onClick={() => settings.navigate('/docs/')}>
          Go
        </button>
      );
    }
    render(
      <DesignSystemProvider navigate={navigate}>
        <GoButton />
      </DesignSystemProvider>,
    );
    screen.getByRole('button', { name: 'Go' }).click();
    expect(navigate).toHaveBeenCalledWith('/docs/');
  });

  it('makes the navbar’s colour toggle write the storage key the page’s head script reads', async () => {
    const user = userEvent.setup();
    render(
      <DesignSystemProvider colorMode={{ storageKey: 'acme-color-mode' }}>
        <Navbar brand={{ label: 'Acme', href: '/' }} items={navbarItems('en')} />
      </DesignSystemProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(window.localStorage.getItem('acme-color-mode')).toBe('light');
    expect(window.localStorage.getItem('foyer-color-mode')).toBeNull();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('starts from the chosen default mode when the page has none applied', () => {
    render(
      <DesignSystemProvider colorMode={{ defaultMode: 'light' }}>
        <Navbar brand={{ label: 'Acme', href: '/' }} items={navbarItems('en')} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('has no axe violations with French labels', async () => {
    const { container } = render(
      <DesignSystemProvider locale="fr-FR" labels={frLabels} currentPath="/docs/installation/docker/">
        <Navbar brand={{ label: 'Acme', href: '/' }} items={navbarItems('fr')} />
        <DocSidebar items={sidebarItems} />
      </DesignSystemProvider>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('nested DesignSystemProviders', () => {
  it('inherit what they do not set and lay their labels over the outer ones', () => {
    render(
      <DesignSystemProvider
        LinkComponent={RouterLink}
        currentPath="/docs/installation/docker/"
        labels={{ docSidebar: { navigation: 'Guides' }, tableOfContents: { title: 'In this guide' } }}
      >
        <DesignSystemProvider labels={{ docSidebar: { navigation: 'Guides du produit' } }}>
          <DocSidebar items={sidebarItems} />
          <TableOfContents headings={[{ id: 'setup', value: 'Setup', depth: 2 }]} />
        </DesignSystemProvider>
      </DesignSystemProvider>,
    );
    const sidebar = screen.getByRole('navigation', { name: 'Guides du produit' });
    expect(within(sidebar).getByRole('link', { name: 'Docker' })).toHaveAttribute('data-router-link');
    expect(within(sidebar).getByRole('link', { name: 'Docker' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'In this guide' })).toBeInTheDocument();
  });

  it('keep an outer string that an inner provider leaves undefined or renames, by the same rule as components', () => {
    render(
      <DesignSystemProvider
        labels={{
          pagination: { navigation: 'Pages of the changelog', next: 'Later releases' },
          link: { opensInNewTab: '(new tab)' },
        }}
      >
        <DesignSystemProvider
          labels={{
            pagination: { next: undefined, previous: 'Earlier releases' },
            // A 0.1 name: read as opensInNewTab, it wins over the outer one.
            link: { externalLink: '(another tab)' },
          }}
        >
          <Pagination currentPage={2} totalPages={3} hrefFor={(page) => `/changelog/${page}/`} />
          <Link href="https://example.org/">Example</Link>
        </DesignSystemProvider>
      </DesignSystemProvider>,
    );
    const pagination = screen.getByRole('navigation', { name: 'Pages of the changelog' });
    expect(within(pagination).getByRole('link', { name: /Later releases/ })).toBeInTheDocument();
    expect(within(pagination).getByRole('link', { name: /Earlier releases/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Example/ })).toHaveAccessibleName('Example (another tab)');
  });
});
