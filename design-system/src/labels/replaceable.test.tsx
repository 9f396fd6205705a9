import { render, screen, within } from '@testing-library/react';
import { Counter } from '../components/Counter';
import { Link } from '../components/Link';
import { Pagination } from '../components/Pagination';
import { SearchButton } from '../components/SearchButton';
import { SearchModal } from '../components/SearchModal';
import { DesignSystemProvider } from '../provider';
import { frLabels } from './fr';

// The strings a component shows on its own, keycaps and numbers included, come from the
// provider, so one label set (a German one, say) reaches everything.
const forum = 'https://forum.foyer.example';
const noop = () => undefined;

describe('labels through the provider', () => {
  it('keep an outer provider’s override that the inner one leaves unset or undefined', () => {
    render(
      <DesignSystemProvider
        labels={{ link: { opensInNewTab: '(outer)' }, pagination: { previous: 'Zurück' } }}
      >
        <DesignSystemProvider
          labels={{ link: { opensInNewTab: undefined }, pagination: { next: 'Weiter', previous: undefined } }}
        >
          <Link href={forum}>Forum</Link>
          <Pagination currentPage={2} totalPages={3} hrefFor={(page) => `/blog/${page}/`} />
        </DesignSystemProvider>
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Forum (outer)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter' })).toBeInTheDocument();
  });

  it('read a deprecated key of an inner provider over the outer provider’s new key', () => {
    render(
      <DesignSystemProvider labels={{ link: { opensInNewTab: '(outer)' } }}>
        <DesignSystemProvider labels={{ link: { externalLink: '(inner, old key)' } }}>
          <Link href={forum}>Forum</Link>
        </DesignSystemProvider>
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Forum (inner, old key)' })).toBeInTheDocument();
  });

  it('name Pagination’s links without a labels prop', () => {
    render(
      <DesignSystemProvider labels={frLabels}>
        <Pagination currentPage={2} totalPages={3} hrefFor={(page) => `/blog/${page}/`} />
      </DesignSystemProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toBeInTheDocument();
  });

  it('write the search keycaps', async () => {
    jest.spyOn(window.navigator, 'platform', 'get').mockReturnValue('Linux x86_64');
    const keycaps = { searchButton: { controlKey: 'Strg' }, searchModal: { enterKey: 'Eingabe' } };
    const { unmount } = render(
      <DesignSystemProvider labels={frLabels}>
        <DesignSystemProvider labels={keycaps}>
          <SearchButton />
        </DesignSystemProvider>
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('button', { name: 'Rechercher Strg K' })).toBeInTheDocument();
    unmount();
    render(
      <DesignSystemProvider labels={frLabels}>
        <DesignSystemProvider labels={keycaps}>
          <SearchModal
            isOpen
            onClose={noop}
            query=""
            onQueryChange={noop}
            status="idle"
            groups={[]}
            totalHits={0}
            recent={[]}
            favorites={[]}
            onSelectStored={noop}
            onSaveFavorite={noop}
            onRemoveRecent={noop}
            onRemoveFavorite={noop}
            suggestions={[]}
          />
        </DesignSystemProvider>
      </DesignSystemProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    const keys = [...dialog.querySelectorAll('kbd')].map((key) => key.textContent);
    expect(keys).toEqual(['Eingabe', '↑', '↓', 'Échap']);
  });

  it('format Counter’s number in the provider’s locale', () => {
    const { container } = render(
      <DesignSystemProvider locale="de-DE">
        <Counter value={12345.5} label="Haushalte" />
      </DesignSystemProvider>,
    );
    expect(container).toHaveTextContent('12.345,5');
  });
});
