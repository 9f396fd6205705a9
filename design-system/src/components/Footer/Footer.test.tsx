import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { LinkComponentProps } from '../Link';
import { Footer, type FooterColumn, type FooterSocial } from './Footer';
import { SocialIcon } from '../../foyer/SocialIcon';

const columns: FooterColumn[] = [
  {
    title: 'Docs',
    items: [
      { label: 'Getting started', href: '/docs/getting-started/' },
      { label: 'Integrations', href: '/docs/integrations/' },
    ],
  },
  {
    title: 'Community',
    items: [
      { label: 'Forum', href: 'https://forum.foyer.example' },
      { label: 'Blog', href: '/blog/' },
    ],
  },
];

const social: FooterSocial = {
  title: 'Follow us',
  links: [
    {
      label: 'Foyer on Mastodon',
      href: 'https://social.foyer.example/@foyer',
      icon: <SocialIcon name="mastodon" />,
    },
    { label: 'RSS feed', href: '/blog/rss.xml', icon: <SocialIcon name="rss" /> },
  ],
};

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a data-router="yes" href={href} {...rest}>
      {children}
    </a>
  );
}

function renderFooter() {
  return render(
    <Footer
      columns={columns}
      social={social}
      copyright="© 2025 Foyer contributors"
      LinkComponent={RouterLink}
      opensInNewTabLabel="(opens in a new tab)"
      label="Site footer"
    />,
  );
}

describe('Footer', () => {
  it('is a named footer landmark with each column heading and its links', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });

    const docsList = within(footer).getByRole('heading', { level: 2, name: 'Docs' })
      .nextElementSibling as HTMLElement;
    expect(within(docsList).getAllByRole('listitem')).toHaveLength(2);
    expect(within(docsList).getByRole('link', { name: 'Getting started' })).toHaveAttribute(
      'href',
      '/docs/getting-started/',
    );
    expect(within(footer).getByRole('heading', { level: 2, name: 'Community' })).toBeInTheDocument();
    expect(within(footer).getByText('© 2025 Foyer contributors')).toBeInTheDocument();
  });

  it('routes internal links through LinkComponent and opens external ones in a new tab', () => {
    renderFooter();
    const internal = screen.getByRole('link', { name: 'Blog' });
    expect(internal).toHaveAttribute('data-router', 'yes');
    expect(internal).not.toHaveAttribute('target');

    const external = screen.getByRole('link', { name: 'Forum (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).not.toHaveAttribute('data-router');
  });

  it('names each icon-only social link', () => {
    renderFooter();
    expect(screen.getByRole('heading', { level: 2, name: 'Follow us' })).toBeInTheDocument();
    const mastodon = screen.getByRole('link', { name: 'Foyer on Mastodon (opens in a new tab)' });
    expect(mastodon).toHaveAttribute('target', '_blank');
    expect(mastodon).toHaveAttribute('rel', 'noopener noreferrer');
    const feed = screen.getByRole('link', { name: 'RSS feed' });
    expect(feed).toHaveAttribute('href', '/blog/rss.xml');
    expect(feed).not.toHaveAttribute('target');
  });

  it('lets the keyboard reach every link in reading order', async () => {
    renderFooter();
    const names = [
      'Getting started',
      'Integrations',
      'Forum (opens in a new tab)',
      'Blog',
      'Foyer on Mastodon (opens in a new tab)',
      'RSS feed',
    ];
    for (const name of names) {
      await userEvent.tab();
      expect(screen.getByRole('link', { name })).toHaveFocus();
    }
  });

  it('needs neither social links nor a label', () => {
    render(<Footer columns={columns} copyright="© Foyer" />);
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute('aria-label');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = renderFooter();
    expect(await axe(container)).toHaveNoViolations();
  });
});
