import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchButton } from '../components/SearchButton';
import { SearchModal } from '../components/SearchModal';
import { DesignSystemProvider } from '../provider/DesignSystemProvider';
import { controlledClient } from './testClient';
import type { HierarchyLevel, SearchHit } from './types';
import { useSearchModal, type UseSearchModalOptions } from './useSearchModal';

const hierarchy = (lvl0: string, lvl1: string): Record<HierarchyLevel, string | null> => ({
  lvl0,
  lvl1,
  lvl2: null,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

const hits: SearchHit[] = [
  ...Array.from({ length: 6 }, (_, i) => ({
    objectID: `install-${i}`,
    url: `/docs/install/${i}/`,
    type: 'lvl1' as const,
    content: null,
    hierarchy: hierarchy('Installation', `Docker ${i}`),
    _highlightResult: {
      hierarchy: { lvl1: { value: `<mark>Docker</mark> ${i}`, matchLevel: 'full' as const } },
    },
  })),
  {
    objectID: 'mqtt',
    url: '/docs/mqtt/',
    type: 'lvl1',
    content: null,
    hierarchy: hierarchy('Integrations', 'MQTT in Docker'),
  },
];

/** What the README tells an adopter to write. */
function Search(options: Partial<UseSearchModalOptions> & Pick<UseSearchModalOptions, 'client'>) {
  const search = useSearchModal({ indexName: 'docs', ...options });
  return (
    <>
      <SearchButton onPress={search.open} />
      <SearchModal {...search.modalProps} />
    </>
  );
}

async function openAndType(query: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Search/ }));
  const input = await screen.findByRole('combobox');
  await waitFor(() => expect(input).toHaveFocus());
  await user.type(input, query);
  return { user, input };
}

afterEach(() => window.localStorage.clear());

describe('useSearchModal', () => {
  it('searches as the visitor types and shows the hits grouped, 5 at most a group', async () => {
    const client = controlledClient();
    render(
      <Search
        client={client}
        facetFilters={[['language:en']]}
        seeAllHref={(query) => `/search/?q=${query}`}
      />,
    );
    await openAndType('docker');
    const last = client.pending.at(-1);
    expect(last?.requests[0]).toMatchObject({
      indexName: 'docs',
      query: 'docker',
      facetFilters: [['language:en']],
    });
    await act(async () => last?.answer(hits));

    const [installation, integrations] = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(installation).toHaveAccessibleName('Installation');
    expect(within(installation as HTMLElement).getAllByRole('option')).toHaveLength(5);
    expect(integrations).toHaveAccessibleName('Integrations');
    expect(within(integrations as HTMLElement).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See all 7 results' })).toHaveAttribute(
      'href',
      '/search/?q=docker',
    );
  });

  it('shows the error message when the client fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = controlledClient();
    render(<Search client={client} />);
    await openAndType('docker');
    await act(async () => client.pending.at(-1)?.fail(new Error('offline')));
    expect(screen.getByText('You might want to check your network connection.')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('says it is still searching after 300 ms without an answer', async () => {
    const client = controlledClient();
    render(<Search client={client} />);
    await openAndType('docker');
    expect(screen.queryByText('Still searching…', { ignore: '[role="status"]' })).not.toBeInTheDocument();
    expect(await screen.findByText('Still searching…', { ignore: '[role="status"]' })).toBeVisible();
  });

  it('remembers the query of a chosen hit and closes and opens the hit with the provider’s navigate', async () => {
    const client = controlledClient();
    const navigate = jest.fn();
    render(
      <DesignSystemProvider navigate={navigate}>
        <Search client={client} />
      </DesignSystemProvider>,
    );
    const { user } = await openAndType('docker');
    await act(async () => client.pending.at(-1)?.answer(hits));
    await user.keyboard('{Enter}');

    expect(navigate).toHaveBeenCalledWith('/docs/install/0/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('search-docs') ?? '{}')).toEqual({
      recent: [{ id: 'docker', query: 'docker' }],
      favorites: [],
    });

    // Reopened, the search still holds its query; emptied, it offers the recent one.
    await user.click(screen.getByRole('button', { name: /^Search/ }));
    expect(await screen.findByRole('combobox')).toHaveValue('docker');
    await user.click(screen.getByRole('button', { name: 'Clear the query' }));
    const recent = screen.getByRole('region', { name: 'Recent' });
    await user.click(within(recent).getByRole('button', { name: 'docker' }));
    expect(screen.getByRole('combobox')).toHaveValue('docker');
  });

  it('shows 4 recent searches beside favourites, and stars one into the favourites', async () => {
    window.localStorage.setItem(
      'my-searches',
      JSON.stringify({
        recent: Array.from({ length: 7 }, (_, i) => ({ id: `q${i}`, query: `q${i}` })),
        favorites: [],
      }),
    );
    render(<Search client={controlledClient()} storageKey="my-searches" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Search/ }));
    const recent = await screen.findByRole('region', { name: 'Recent' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(7);

    await user.click(within(recent).getByRole('button', { name: 'Save “q6” as a favorite' }));
    const favorites = screen.getByRole('region', { name: 'Favorites' });
    expect(within(favorites).getByRole('button', { name: 'q6' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recent' })).getAllByRole('listitem')).toHaveLength(4);
    expect(JSON.parse(window.localStorage.getItem('my-searches') ?? '{}').favorites).toEqual([
      { id: 'q6', query: 'q6' },
    ]);

    await user.click(within(favorites).getByRole('button', { name: 'Remove “q6” from favorites' }));
    expect(screen.queryByRole('region', { name: 'Favorites' })).not.toBeInTheDocument();
  });

  it('offers the suggestions and the report link when nothing matched', async () => {
    const client = controlledClient();
    render(
      <Search
        client={client}
        suggestions={['MQTT']}
        reportHref={(query) => `/report?q=${encodeURIComponent(query)}`}
      />,
    );
    const { user } = await openAndType('qwxz');
    await act(async () => client.pending.at(-1)?.answer([]));
    expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', '/report?q=qwxz');
    await user.click(screen.getByRole('button', { name: 'MQTT' }));
    expect(screen.getByRole('combobox')).toHaveValue('MQTT');
    expect(client.pending.at(-1)?.requests[0]?.query).toBe('MQTT');
  });
});
