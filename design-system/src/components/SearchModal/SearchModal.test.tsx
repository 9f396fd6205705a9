import { forwardRef, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { frLabels } from '../../labels/fr';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider';
import type { LinkComponentProps } from '../Link';
import { SearchModal } from './SearchModal';
import type { SearchModalGroup, SearchModalProps, StoredSearch } from './types';

const text = (value: string) => ({ segments: [{ text: value, highlighted: false }] });

const groups: SearchModalGroup[] = [
  {
    id: 'installation',
    title: 'Installation',
    hits: [
      {
        id: 'docker',
        url: '/docs/installation/docker/',
        kind: 'page',
        title: { segments: [{ text: 'Docker', highlighted: true }] },
        snippet: {
          segments: [
            { text: 'Run Foyer in a ', highlighted: false },
            { text: 'Docker', highlighted: true },
            { text: ' container…', highlighted: false },
          ],
        },
      },
      {
        id: 'compose',
        url: '/docs/installation/docker-compose/#volumes',
        kind: 'heading',
        title: text('Volumes'),
        path: 'Docker Compose',
      },
    ],
  },
  {
    id: 'integrations',
    title: 'Integrations',
    hits: [
      {
        id: 'mqtt',
        url: '/docs/integrations/mqtt/#run-the-broker',
        kind: 'content',
        title: text('Run the broker'),
        path: 'MQTT › Set up',
      },
    ],
  },
];

const recent: StoredSearch[] = [
  { id: 'mqtt', query: 'mqtt' },
  { id: 'backup', query: 'backup' },
];
const favorites: StoredSearch[] = [{ id: 'scenes', query: 'scenes' }];

type Overrides = Partial<Omit<SearchModalProps, 'isOpen' | 'onClose' | 'query' | 'onQueryChange'>> & {
  initialQuery?: string;
  initiallyOpen?: boolean;
  onQueryChange?: (query: string) => void;
};

function baseProps(): Omit<SearchModalProps, 'isOpen' | 'onClose' | 'query' | 'onQueryChange'> {
  return {
    status: 'done',
    groups,
    totalHits: 42,
    seeAllHref: '/search/?q=docker',
    recent: [],
    favorites: [],
    onSelectStored: jest.fn(),
    onSaveFavorite: jest.fn(),
    onRemoveRecent: jest.fn(),
    onRemoveFavorite: jest.fn(),
    suggestions: [],
    navigate: jest.fn(),
  };
}

/** The site's side: it owns whether the modal is open and the query. */
function Harness({ initialQuery = 'docker', initiallyOpen = true, onQueryChange, ...overrides }: Overrides) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const [query, setQuery] = useState(initialQuery);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SearchModal
        {...baseProps()}
        {...overrides}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        query={query}
        onQueryChange={(next) => {
          onQueryChange?.(next);
          setQuery(next);
        }}
      />
    </main>
  );
}

const axeOptions = { rules: { region: { enabled: false } } };

describe('SearchModal', () => {
  it('renders nothing while closed', () => {
    render(<Harness initiallyOpen={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a named modal dialog that focuses its input, locks scrolling, and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(<Harness initiallyOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Open search' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Search the documentation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const input = within(dialog).getByRole('combobox', { name: 'Search the docs' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('maxlength', '64');
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on a click on the overlay and with its Cancel button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('accepts a custom maxLength and clears the query with its clear button', async () => {
    const user = userEvent.setup();
    const onQueryChange = jest.fn();
    render(<Harness maxLength={20} onQueryChange={onQueryChange} />);
    const input = await screen.findByRole('combobox');
    expect(input).toHaveAttribute('maxlength', '20');
    await user.click(screen.getByRole('button', { name: 'Clear the query' }));
    expect(onQueryChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('lists grouped hits as a listbox, the first one active', async () => {
    render(<Harness />);
    const input = await screen.findByRole('combobox');
    const listbox = screen.getByRole('listbox', { name: 'Search the docs' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);

    const [installation, integrations] = within(listbox).getAllByRole('group');
    expect(installation).toHaveAccessibleName('Installation');
    expect(integrations).toHaveAccessibleName('Integrations');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('href', '/docs/installation/docker/');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[1]).toHaveTextContent('Docker Compose');

    const seeAll = screen.getByRole('link', { name: 'See all 42 results' });
    expect(seeAll).toHaveAttribute('href', '/search/?q=docker');
    expect(await axe(document.body, axeOptions)).toHaveNoViolations();
  });

  it('highlights matches with <mark>, as text', async () => {
    render(<Harness />);
    const [first] = within(await screen.findByRole('listbox')).getAllByRole('option');
    const marks = (first as HTMLElement).querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Docker', 'Docker']);
    expect(first).toHaveTextContent('Run Foyer in a Docker container…');
  });

  it('moves the active hit with the arrows across groups, wrapping, and opens it with Enter', async () => {
    const user = userEvent.setup();
    const onHitSelected = jest.fn();
    const navigate = jest.fn();
    render(<Harness onHitSelected={onHitSelected} navigate={navigate} />);
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    const options = () => screen.getAllByRole('option');
    const active = () => screen.getAllByRole('option', { selected: true });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toEqual([options()[2]]);
    expect(input).toHaveAttribute('aria-activedescendant', options()[2]?.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toEqual([options()[0]]);
    await user.keyboard('{ArrowUp}');
    expect(active()).toEqual([options()[2]]);
    await user.keyboard('{ArrowUp}');
    expect(active()).toEqual([options()[1]]);

    await user.keyboard('{Enter}');
    expect(onHitSelected).toHaveBeenCalledWith(groups[0]?.hits[1]);
    expect(navigate).toHaveBeenCalledWith('/docs/installation/docker-compose/#volumes');
    expect(onHitSelected.mock.invocationCallOrder[0]).toBeLessThan(
      navigate.mock.invocationCallOrder[0] as number,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes the hovered hit active, and the first one again when new results arrive', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <SearchModal {...baseProps()} isOpen onClose={jest.fn()} query="docker" onQueryChange={jest.fn()} />,
    );
    const third = screen.getAllByRole('option')[2] as HTMLElement;
    await user.hover(third);
    expect(third).toHaveAttribute('aria-selected', 'true');

    rerender(
      <SearchModal
        {...baseProps()}
        groups={[groups[1] as SearchModalGroup, groups[0] as SearchModalGroup]}
        isOpen
        onClose={jest.fn()}
        query="docker b"
        onQueryChange={jest.fn()}
      />,
    );
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Run the broker');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('routes a clicked hit through LinkComponent, reporting it and closing', async () => {
    const user = userEvent.setup();
    const followed: string[] = [];
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
      { href, children, onClick, ...props },
      ref,
    ) {
      return (
        <a
          {...props}
          ref={ref}
          href={href}
          data-router-link=""
          onClick={(event) => {
            onClick?.(event);
            event.preventDefault();
            followed.push(href);
          }}
        >
          {children}
        </a>
      );
    });
    const onHitSelected = jest.fn();
    render(<Harness LinkComponent={RouterLink} onHitSelected={onHitSelected} />);
    const option = screen.getAllByRole('option')[2] as HTMLElement;
    expect(option).toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'See all 42 results' })).toHaveAttribute('data-router-link');

    await user.click(option);
    expect(followed).toEqual(['/docs/integrations/mqtt/#run-the-broker']);
    expect(onHitSelected).toHaveBeenCalledWith(groups[1]?.hits[0]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows favourites then recent searches on the start screen, with their actions', async () => {
    const user = userEvent.setup();
    const props = {
      recent,
      favorites,
      onSelectStored: jest.fn(),
      onSaveFavorite: jest.fn(),
      onRemoveRecent: jest.fn(),
      onRemoveFavorite: jest.fn(),
    };
    render(<Harness initialQuery="" {...props} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    const input = within(dialog).getByRole('combobox');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    const headings = within(dialog).getAllByRole('heading');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Favorites', 'Recent']);
    const favoriteList = within(dialog).getByRole('region', { name: 'Favorites' });
    const recentList = within(dialog).getByRole('region', { name: 'Recent' });
    expect(within(favoriteList).getByRole('button', { name: 'scenes' })).toBeInTheDocument();
    expect(within(recentList).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(recentList).getByRole('button', { name: 'Save “backup” as a favorite' }));
    expect(props.onSaveFavorite).toHaveBeenCalledWith({ id: 'backup', query: 'backup' });
    await user.click(within(recentList).getByRole('button', { name: 'Remove “mqtt” from recent searches' }));
    expect(props.onRemoveRecent).toHaveBeenCalledWith({ id: 'mqtt', query: 'mqtt' });
    await user.click(within(favoriteList).getByRole('button', { name: 'Remove “scenes” from favorites' }));
    expect(props.onRemoveFavorite).toHaveBeenCalledWith({ id: 'scenes', query: 'scenes' });
    await user.click(within(recentList).getByRole('button', { name: 'mqtt' }));
    expect(props.onSelectStored).toHaveBeenCalledWith({ id: 'mqtt', query: 'mqtt' });
    expect(input).toHaveFocus();

    expect(await axe(document.body, axeOptions)).toHaveNoViolations();
  });

  it('says when there is no recent search', async () => {
    render(<Harness initialQuery="   " />);
    expect(await screen.findByText('No recent searches')).toBeInTheDocument();
  });

  it('shows the query as text, suggestions and a report link when nothing matched', async () => {
    const user = userEvent.setup();
    const hostile = '<img src=x onerror=alert(1)>';
    const reportHref = (query: string) =>
      `https://github.com/foyer/docs/issues/new?q=${encodeURIComponent(query)}`;
    render(
      <Harness
        initialQuery={hostile}
        groups={[]}
        totalHits={0}
        suggestions={['Docker', 'MQTT']}
        reportHref={reportHref}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/No results for/)).toBeInTheDocument();
    expect(dialog.querySelector('q')).toHaveTextContent(hostile);
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByText('Try searching for')).toBeInTheDocument();
    expect(within(dialog).getByText('Believe this query should return results?')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Let us know. (opens in a new tab)' })).toHaveAttribute(
      'href',
      reportHref(hostile),
    );
    expect(await axe(document.body, axeOptions)).toHaveNoViolations();

    await user.click(within(dialog).getByRole('button', { name: 'MQTT' }));
    expect(within(dialog).getByRole('combobox')).toHaveValue('MQTT');
    expect(within(dialog).getByRole('combobox')).toHaveFocus();
  });

  it('explains a failed search', async () => {
    render(<Harness status="error" />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Unable to fetch results', { ignore: '[role="status"]' })).toBeVisible();
    expect(within(dialog).getByText('You might want to check your network connection.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(await axe(document.body, axeOptions)).toHaveNoViolations();
  });

  it('says "searching" to screen readers only, then shows a stalled search with a spinner', async () => {
    const searchingDocker = (props: Partial<SearchModalProps> = {}) => (
      <SearchModal
        {...baseProps()}
        isOpen
        onClose={jest.fn()}
        query="docker"
        onQueryChange={jest.fn()}
        {...props}
      />
    );
    const { rerender } = render(searchingDocker({ status: 'loading', groups: [] }));
    const dialog = await screen.findByRole('dialog');
    const live = within(dialog)
      .getAllByRole('status')
      .find((region) => region.getAttribute('aria-live') === 'polite') as HTMLElement;
    expect(live).toHaveTextContent('Searching…');
    expect(within(dialog).queryByText('Still searching…', { ignore: '[role="status"]' })).toBeNull();

    rerender(searchingDocker({ status: 'stalled', groups: [] }));
    expect(within(dialog).getByText('Still searching…', { ignore: '[role="status"]' })).toBeVisible();
    expect(dialog.querySelector('[role="status"] [aria-hidden="true"]')).toBeInTheDocument();

    rerender(searchingDocker());
    expect(live).toHaveTextContent('42 results');
    await act(async () => {
      expect(await axe(document.body, axeOptions)).toHaveNoViolations();
    });
  });

  it('speaks the provider’s language, its own labels winning', async () => {
    render(
      <DesignSystemProvider labels={frLabels}>
        <Harness labels={{ close: 'Fermer' }} />
      </DesignSystemProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rechercher dans la documentation' });
    expect(
      within(dialog).getByRole('combobox', { name: 'Rechercher dans la documentation' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir les 42 résultats' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('opens hits with the provider’s navigate and LinkComponent when given none', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    const ProviderLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function ProviderLink(
      { href, children, ...props },
      ref,
    ) {
      return (
        <a {...props} ref={ref} href={href} data-provider-link="">
          {children}
        </a>
      );
    });
    render(
      <DesignSystemProvider navigate={navigate} LinkComponent={ProviderLink}>
        <Harness navigate={undefined} />
      </DesignSystemProvider>,
    );
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('data-provider-link');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/docs/installation/docker/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the keyboard hints in its footer', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog');
    const keys = [...dialog.querySelectorAll('kbd')].map((key) => key.textContent);
    expect(keys).toEqual(['↵', '↑', '↓', 'Esc']);
    expect(within(dialog).getByText('to select')).toBeInTheDocument();
    expect(within(dialog).getByText('to navigate')).toBeInTheDocument();
    expect(within(dialog).getByText('to close')).toBeInTheDocument();
  });
});
