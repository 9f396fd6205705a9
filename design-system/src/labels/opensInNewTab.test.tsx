import { render, screen } from '@testing-library/react';
import { Footer } from '../components/Footer';
import { Link } from '../components/Link';
import { Navbar } from '../components/Navbar';
import { DesignSystemProvider } from '../provider';

// "(opens in a new tab)" is named `opensInNewTab` in label sets and `opensInNewTabLabel`
// as a prop; the names it had before 0.3 must keep working until they are removed.
const forum = 'https://forum.foyer.example';

describe('the "opens in a new tab" label', () => {
  it('is read after an external link, from the prop or from the provider', () => {
    render(
      <DesignSystemProvider labels={{ link: { opensInNewTab: '(nouvel onglet)' } }}>
        <Link href={forum} opensInNewTabLabel="(new tab)">
          Forum
        </Link>
        <Link href={forum}>Forum</Link>
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Forum (new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forum (nouvel onglet)' })).toBeInTheDocument();
  });

  it('still takes the deprecated names of Link, Footer and the label sets', () => {
    render(
      <DesignSystemProvider
        labels={{ link: { externalLink: '(link, old key)' }, navbar: { externalLink: '(navbar, old key)' } }}
      >
        <Link href={forum} externalLabel="(old prop)">
          Old prop
        </Link>
        <Link href={forum}>Old key</Link>
        <Footer
          columns={[{ title: 'Community', items: [{ label: 'Footer forum', href: forum }] }]}
          copyright="©"
          externalLinkLabel="(footer, old prop)"
        />
        <Navbar brand={{ label: 'Foyer', href: '/' }} items={[{ label: 'Source', href: forum }]} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Old prop (old prop)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Old key (link, old key)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Footer forum (footer, old prop)' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Source (navbar, old key)' }).length).toBeGreaterThan(0);
  });

  it('prefers the new name when an old one is set too', () => {
    render(
      <DesignSystemProvider labels={{ footer: { externalLink: '(old key)', opensInNewTab: '(new key)' } }}>
        <Link href={forum} externalLabel="(old prop)" opensInNewTabLabel="(new prop)">
          Forum
        </Link>
        <Footer
          columns={[{ title: 'Community', items: [{ label: 'Footer forum', href: forum }] }]}
          copyright="©"
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Forum (new prop)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Footer forum (new key)' })).toBeInTheDocument();
  });
});
