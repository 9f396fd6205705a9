import { forwardRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { enLabels } from '../../labels/en';
import { frLabels } from '../../labels/fr';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider';
import { useSearchModal } from '../../search/useSearchModal';
import { useSearchShortcuts } from '../../search/useSearchShortcuts';
import type { LinkComponentProps } from '../Link';
import { localized, type StoryLocale } from '../private/storyLocale';
import { SearchButton } from '../SearchButton';
import { createFakeSearchClient, type FakeRecord } from './fakeSearchClient';
import { SearchModal } from './SearchModal';
import type {
  HighlightedText,
  SearchModalGroup,
  SearchModalProps,
  SearchModalStatus,
  StoredSearch,
} from './types';

const labels: Record<StoryLocale, typeof enLabels.searchModal> = {
  en: enLabels.searchModal,
  fr: frLabels.searchModal,
};
const openLabel: Record<StoryLocale, string> = {
  en: enLabels.searchButton.label,
  fr: frLabels.searchButton.label,
};

/** "Run [Docker] here": the words in brackets are the matched ones. */
function marked(source: string): HighlightedText {
  return {
    segments: source
      .split(/(\[[^\]]+\])/)
      .filter(Boolean)
      .map((part) =>
        part.startsWith('[')
          ? { text: part.slice(1, -1), highlighted: true }
          : { text: part, highlighted: false },
      ),
  };
}

function docsGroups(locale: StoryLocale): SearchModalGroup[] {
  const root = locale === 'fr' ? '/fr/docs' : '/docs';
  const fr = locale === 'fr';
  return [
    {
      id: 'installation',
      title: 'Installation',
      hits: [
        {
          id: 'installation-docker',
          url: `${root}/installation/docker/`,
          kind: 'page',
          title: marked('[Docker]'),
          snippet: marked(
            fr
              ? 'Lancez Foyer dans un conteneur [Docker] sur n’importe quelle machine Linux…'
              : 'Run Foyer in a [Docker] container on any Linux machine…',
          ),
        },
        {
          id: 'installation-docker-compose',
          url: `${root}/installation/docker-compose/#${fr ? 'installer-avec-docker-compose' : 'install-with-docker-compose'}`,
          kind: 'heading',
          title: marked(fr ? 'Installer avec [Docker] Compose' : 'Install with [Docker] Compose'),
          path: 'Docker Compose',
          snippet: marked(
            fr
              ? '…un fichier compose qui démarre Foyer et ses volumes [Docker]…'
              : '…a compose file that starts Foyer and its [Docker] volumes…',
          ),
        },
        {
          id: 'installation-synology',
          url: `${root}/installation/synology/#${fr ? 'mettre-a-jour-l-image' : 'update-the-image'}`,
          kind: 'heading',
          title: marked(fr ? 'Mettre à jour l’image [Docker]' : 'Update the [Docker] image'),
          path: fr ? 'NAS Synology › Mises à jour' : 'Synology NAS › Updates',
        },
      ],
    },
    {
      id: 'integrations',
      title: fr ? 'Intégrations' : 'Integrations',
      hits: [
        {
          id: 'integrations-mqtt',
          url: `${root}/integrations/mqtt/#${fr ? 'lancer-le-broker' : 'run-the-broker'}`,
          kind: 'content',
          title: marked(fr ? 'Lancer le broker' : 'Run the broker'),
          path: fr ? 'MQTT › Configuration' : 'MQTT › Set up',
          snippet: marked(
            fr
              ? '…démarrez Mosquitto dans un conteneur [Docker] à côté de Foyer…'
              : '…start Mosquitto in a [Docker] container next to Foyer…',
          ),
        },
        {
          id: 'integrations-zigbee2mqtt',
          url: `${root}/integrations/zigbee2mqtt/#docker`,
          kind: 'heading',
          title: marked(fr ? 'Zigbee2MQTT dans [Docker]' : 'Zigbee2MQTT in [Docker]'),
          path: 'Zigbee2MQTT',
        },
      ],
    },
    {
      id: 'dev',
      title: fr ? 'Développement' : 'Development',
      hits: [
        {
          id: 'dev-setup',
          url: `${root}/dev/setup-development-environment-mac-linux/#${fr ? 'prerequis' : 'prerequisites'}`,
          kind: 'content',
          title: marked(fr ? 'Prérequis' : 'Prerequisites'),
          path: fr
            ? 'Environnement de développement (Mac, Linux)'
            : 'Set up the development environment (Mac, Linux)',
          snippet: marked(
            fr ? 'Installez Node.js, Git et [Docker] Desktop…' : 'Install Node.js, Git and [Docker] Desktop…',
          ),
        },
      ],
    },
  ];
}

const stored: Record<StoryLocale, { recent: StoredSearch[]; favorites: StoredSearch[] }> = {
  en: {
    favorites: [
      { id: 'docker compose', query: 'docker compose' },
      { id: 'scenes', query: 'scenes' },
    ],
    recent: [
      { id: 'mqtt', query: 'mqtt' },
      { id: 'zigbee pairing', query: 'zigbee pairing' },
      { id: 'backup', query: 'backup' },
    ],
  },
  fr: {
    favorites: [
      { id: 'docker compose', query: 'docker compose' },
      { id: 'scènes', query: 'scènes' },
    ],
    recent: [
      { id: 'mqtt', query: 'mqtt' },
      { id: 'appairage zigbee', query: 'appairage zigbee' },
      { id: 'sauvegarde', query: 'sauvegarde' },
    ],
  },
};

const suggestions: Record<StoryLocale, string[]> = {
  en: ['Docker', 'MQTT', 'Scenes', 'Zigbee2MQTT'],
  fr: ['Docker', 'MQTT', 'Scènes', 'Zigbee2MQTT'],
};

/** Storybook's links must not leave the story: they log instead, like a router would navigate. */
const StoryLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function StoryLink(
  { href, children, onClick, ...props },
  ref,
) {
  return (
    <a
      {...props}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
});

interface Scenario {
  query: string;
  status: SearchModalStatus;
  groups: SearchModalGroup[];
  totalHits: number;
  recent: StoredSearch[];
  favorites: StoredSearch[];
}

/**
 * The site's part, faked: it owns the query and the stored searches. The scenario's
 * answer stays whatever is typed; emptying the input shows the start screen.
 */
function Demo({
  scenario,
  locale,
  args,
}: {
  scenario: Scenario;
  locale: StoryLocale;
  args: Partial<SearchModalProps>;
}) {
  const [isOpen, setOpen] = useState(true);
  const [query, setQuery] = useState(scenario.query);
  const [recent, setRecent] = useState(scenario.recent);
  const [favorites, setFavorites] = useState(scenario.favorites);
  const root = locale === 'fr' ? '/fr' : '';
  return (
    <>
      <SearchButton label={openLabel[locale]} onPress={() => setOpen(true)} />
      <SearchModal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        query={query}
        onQueryChange={setQuery}
        status={scenario.status}
        groups={scenario.groups}
        totalHits={scenario.totalHits}
        seeAllHref={`${root}/search/?q=${encodeURIComponent(query.trim())}`}
        recent={recent}
        favorites={favorites}
        onSelectStored={(search) => setQuery(search.query)}
        onSaveFavorite={(search) => {
          setFavorites((list) => [search, ...list.filter((item) => item.id !== search.id)]);
          setRecent((list) => list.filter((item) => item.id !== search.id));
        }}
        onRemoveRecent={(search) => setRecent((list) => list.filter((item) => item.id !== search.id))}
        onRemoveFavorite={(search) => setFavorites((list) => list.filter((item) => item.id !== search.id))}
        suggestions={suggestions[locale]}
        reportHref={(text) =>
          `https://github.com/foyer-home/foyer-docs/issues/new?title=${encodeURIComponent(`Search: ${text}`)}`
        }
        onHitSelected={args.onHitSelected}
        navigate={args.navigate}
        LinkComponent={StoryLink}
        labels={labels[locale]}
      />
    </>
  );
}

function scenario(overrides: Partial<Scenario>): Scenario {
  return {
    query: '',
    status: 'idle',
    groups: [],
    totalHits: 0,
    recent: [],
    favorites: [],
    ...overrides,
  };
}

const meta = {
  title: 'Components/SearchModal',
  component: SearchModal,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      // A modal covers the page: each story gets its own frame in the docs.
      story: { inline: false, iframeHeight: '40rem' },
      description: {
        component:
          'The docs search dialog, DocSearch-style, presentational and controlled. `useSearchModal({ client, indexName })` drives it (query, requests, status, grouping, recent and favourite searches) and `useSearchShortcuts(search.open)` opens it with Ctrl/⌘ K and /; see the story run by a fake client. Strings come from the provider’s labels (English by default). The input is a combobox pointing at the active hit (`aria-activedescendant`); ↑ ↓ move across groups, Enter calls `onHitSelected` then `navigate(url)`, Escape or a click on the overlay closes. Below 768 px it fills the screen. The stories open it at once; the button behind it reopens it.',
      },
    },
  },
  args: {
    isOpen: true,
    onClose: fn(),
    query: '',
    onQueryChange: fn(),
    status: 'idle',
    groups: [],
    totalHits: 0,
    recent: [],
    favorites: [],
    onSelectStored: fn(),
    onSaveFavorite: fn(),
    onRemoveRecent: fn(),
    onRemoveFavorite: fn(),
    suggestions: [],
    onHitSelected: fn(),
    navigate: fn(),
  },
  argTypes: {
    groups: { control: false },
    labels: { control: false },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof SearchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

function storyWith(make: (locale: StoryLocale) => Partial<Scenario>): Story {
  return {
    render: (args, { globals }) => {
      const locale = localized<StoryLocale>(globals, { en: 'en', fr: 'fr' });
      return <Demo locale={locale} args={args} scenario={scenario(make(locale))} />;
    },
  };
}

/** Before typing: favourite searches, then recent ones, each with its actions. */
export const StartScreen: Story = storyWith((locale) => ({ ...stored[locale] }));

/** Before typing, with nothing stored yet. */
export const StartScreenEmpty: Story = storyWith(() => ({}));

/** Three groups of hits, the first one active, and the link to the results page. */
export const Results: Story = storyWith((locale) => ({
  query: 'docker',
  status: 'done',
  groups: docsGroups(locale),
  totalHits: 42,
  ...stored[locale],
}));

/** A first search under way, before the stalled threshold: only screen readers are told. */
export const Loading: Story = storyWith((locale) => ({
  query: 'docker',
  status: 'loading',
  ...stored[locale],
}));

/** The search is slow (300 ms on the site): the stalled message and the spinner show. */
export const Stalled: Story = storyWith((locale) => ({
  query: 'docker',
  status: 'stalled',
  ...stored[locale],
}));

/** The search service could not be reached. */
export const Error: Story = storyWith((locale) => ({ query: 'docker', status: 'error', ...stored[locale] }));

/** Nothing matched: the query as text, suggestions, and a link to report missing results. */
export const NoResults: Story = storyWith((locale) => ({
  query: locale === 'fr' ? 'panneaux solaires' : 'solar panels',
  status: 'done',
  ...stored[locale],
}));

/** On a phone the dialog fills the screen and the keyboard hints are left out. */
export const MobileResults: Story = { ...Results };

const docsRecord = (
  language: StoryLocale,
  objectID: string,
  url: string,
  [lvl0, lvl1, lvl2]: [string, string, string?],
  content: string,
): FakeRecord => ({
  objectID,
  url,
  language,
  type: lvl2 ? 'lvl2' : 'lvl1',
  content,
  hierarchy: { lvl0, lvl1, lvl2: lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});

/** A small docs index in both languages, searched in memory. */
const fakeDocs: FakeRecord[] = [
  docsRecord(
    'en',
    'en-docker',
    '/docs/installation/docker/',
    ['Installation', 'Docker'],
    'Run Foyer in a Docker container on any Linux machine.',
  ),
  docsRecord(
    'en',
    'en-compose',
    '/docs/installation/docker/#compose',
    ['Installation', 'Docker', 'Start it with Docker Compose'],
    'One compose file starts Foyer and keeps its data in a Docker volume.',
  ),
  docsRecord(
    'en',
    'en-mqtt',
    '/docs/integrations/mqtt/#broker',
    ['Integrations', 'MQTT', 'Run a broker'],
    'Start Mosquitto in a Docker container next to Foyer.',
  ),
  docsRecord(
    'en',
    'en-backups',
    '/docs/maintenance/backups/',
    ['Maintenance', 'Backups'],
    'Foyer saves an encrypted backup every night.',
  ),
  docsRecord(
    'fr',
    'fr-docker',
    '/fr/docs/installation/docker/',
    ['Installation', 'Docker'],
    'Lancez Foyer dans un conteneur Docker sur n’importe quelle machine Linux.',
  ),
  docsRecord(
    'fr',
    'fr-compose',
    '/fr/docs/installation/docker/#compose',
    ['Installation', 'Docker', 'Démarrer avec Docker Compose'],
    'Un fichier compose démarre Foyer et garde ses données dans un volume Docker.',
  ),
  docsRecord(
    'fr',
    'fr-mqtt',
    '/fr/docs/integrations/mqtt/#broker',
    ['Intégrations', 'MQTT', 'Lancer un broker'],
    'Démarrez Mosquitto dans un conteneur Docker à côté de Foyer.',
  ),
  docsRecord(
    'fr',
    'fr-backups',
    '/fr/docs/maintenance/backups/',
    ['Maintenance', 'Sauvegardes'],
    'Foyer enregistre une sauvegarde chiffrée chaque nuit.',
  ),
];

// Answers after 120 ms: fast enough never to show the stalled message.
const fakeClient = createFakeSearchClient(fakeDocs, { delayMs: 120 });

/** What an adopter writes: the hook, the shortcut, the button and the modal. */
function FakeClientSearch({ locale }: { locale: StoryLocale }) {
  const root = locale === 'fr' ? '/fr' : '';
  const search = useSearchModal({
    client: fakeClient,
    indexName: 'storybook-docs',
    facetFilters: [[`language:${locale}`]],
    seeAllHref: (query) => `${root}/search/?q=${encodeURIComponent(query)}`,
    suggestions: suggestions[locale],
    reportHref: (query) =>
      `https://git.foyer.example/foyer/docs/issues/new?title=${encodeURIComponent(query)}`,
  });
  useSearchShortcuts(search.open);
  return (
    <>
      <SearchButton onPress={search.open} />
      <SearchModal {...search.modalProps} />
    </>
  );
}

/**
 * The real `useSearchModal` against an in-memory client: open it (the button, Ctrl/⌘ K
 * or /), type, choose a hit. Chosen queries are kept as recent searches in this
 * browser. The story types "docker" for you.
 */
export const WithFakeClient: Story = {
  render: (args, { globals }) => {
    const locale = localized<StoryLocale>(globals, { en: 'en', fr: 'fr' });
    return (
      <DesignSystemProvider
        labels={locale === 'fr' ? frLabels : enLabels}
        locale={locale === 'fr' ? 'fr-FR' : 'en-US'}
        navigate={args.navigate}
        LinkComponent={StoryLink}
      >
        <FakeClientSearch locale={locale} />
      </DesignSystemProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Search|Rechercher)/ }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await page.findByRole('combobox'), 'docker');
    const options = await page.findAllByRole('option');
    await expect(options).toHaveLength(3);
  },
};
