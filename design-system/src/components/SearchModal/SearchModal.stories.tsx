import { forwardRef, useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { enLabels } from '../../labels/en';
import { frLabels } from '../../labels/fr';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider';
import { useSearchModal } from '../../search/useSearchModal';
import { useSearchShortcuts } from '../../search/useSearchShortcuts';
import type { LinkComponentProps } from '../Link';
import { localized, localizedArg, type StoryLocale } from '../private/storyLocale';
import { SearchButton } from '../SearchButton';
import { createFakeSearchClient, type FakeRecord } from './fakeSearchClient';
import { Highlighted } from './Highlighted';
import { SearchModal } from './SearchModal';
import type { HighlightedText, SearchModalGroup, SearchModalProps, StoredSearch } from './types';

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

/** What the site holds in the toolbar's locale: the hits, and the stored searches the story starts with. */
interface Scenario {
  groups: SearchModalGroup[];
  recent: StoredSearch[];
  favorites: StoredSearch[];
}

/**
 * The input's query: local, so typing never waits for Storybook, and kept in step with
 * the `query` arg both ways (typing updates the control, the control the input). Values
 * sent to the arg are remembered until they come back, so the late echo of a keystroke
 * never undoes the next one.
 */
function useQueryArg(arg: string, report: (query: string) => void): [string, (query: string) => void] {
  const [query, setQuery] = useState(arg);
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const echo = sent.current.indexOf(arg);
    if (echo >= 0) {
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    sent.current = [];
    setQuery(arg);
  }, [arg]);
  const change = (next: string) => {
    sent.current.push(next);
    setQuery(next);
    report(next);
  };
  return [query, change];
}

/**
 * The site's part, faked: it owns the stored searches; the query, whether the modal is
 * open and the search's answer (status, total) are the story's args. The answer stays
 * whatever is typed; emptying the input shows the start screen.
 */
function Demo({
  scenario,
  locale,
  args,
  updateArgs,
}: {
  scenario: Scenario;
  locale: StoryLocale;
  args: SearchModalProps;
  updateArgs: (args: Partial<SearchModalProps>) => void;
}) {
  const [query, setQuery] = useQueryArg(args.query, (typed) => {
    args.onQueryChange(typed);
    updateArgs({ query: typed });
  });
  const [recent, setRecent] = useState(scenario.recent);
  const [favorites, setFavorites] = useState(scenario.favorites);
  const setOpen = (isOpen: boolean) => updateArgs({ isOpen });
  const root = locale === 'fr' ? '/fr' : '';
  return (
    <>
      <SearchButton label={openLabel[locale]} onPress={() => setOpen(true)} />
      <SearchModal
        {...args}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        query={query}
        onQueryChange={setQuery}
        groups={scenario.groups}
        seeAllHref={`${root}/search/?q=${encodeURIComponent(query.trim())}`}
        recent={recent}
        favorites={favorites}
        onSelectStored={(search) => {
          args.onSelectStored(search);
          setQuery(search.query);
        }}
        onSaveFavorite={(search) => {
          args.onSaveFavorite(search);
          setFavorites((list) => [search, ...list.filter((item) => item.id !== search.id)]);
          setRecent((list) => list.filter((item) => item.id !== search.id));
        }}
        onRemoveRecent={(search) => {
          args.onRemoveRecent(search);
          setRecent((list) => list.filter((item) => item.id !== search.id));
        }}
        onRemoveFavorite={(search) => {
          args.onRemoveFavorite(search);
          setFavorites((list) => list.filter((item) => item.id !== search.id));
        }}
        suggestions={suggestions[locale]}
        reportHref={(text) =>
          `https://github.com/foyer-home/foyer-docs/issues/new?title=${encodeURIComponent(`Search: ${text}`)}`
        }
        LinkComponent={StoryLink}
        labels={labels[locale]}
      />
    </>
  );
}

/** The query of the story with no results, in each locale. */
const noResultsQuery: Record<StoryLocale, string> = { en: 'solar panels', fr: 'panneaux solaires' };

const meta = {
  title: 'Components/SearchModal',
  component: SearchModal,
  subcomponents: { Highlighted },
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
  // The hits, stored searches, suggestions, labels and links are the site's, in the
  // toolbar's locale; the "see all" address follows the query.
  argTypes: {
    groups: { control: false },
    recent: { control: false },
    favorites: { control: false },
    suggestions: { control: false },
    seeAllHref: { control: false },
    labels: { control: false },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof SearchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story of the fake site, with these args and the locale's hits and stored searches. */
function storyWith(args: Story['args'], make: (locale: StoryLocale) => Partial<Scenario>): Story {
  return {
    args,
    render: function Render(storyArgs, { globals }) {
      const locale = localized<StoryLocale>(globals, { en: 'en', fr: 'fr' });
      const [, updateArgs] = useArgs<SearchModalProps>();
      const query = localizedArg(globals, storyArgs.query, noResultsQuery);
      return (
        <Demo
          locale={locale}
          args={{ ...storyArgs, query }}
          updateArgs={updateArgs}
          scenario={{ groups: [], recent: [], favorites: [], ...make(locale) }}
        />
      );
    },
  };
}

/** Before typing: favourite searches, then recent ones, each with its actions. */
export const StartScreen: Story = storyWith({}, (locale) => ({ ...stored[locale] }));

/** Before typing, with nothing stored yet. */
export const StartScreenEmpty: Story = storyWith({}, () => ({}));

/** Three groups of hits, the first one active, and the link to the results page. */
export const Results: Story = storyWith({ query: 'docker', status: 'done', totalHits: 42 }, (locale) => ({
  groups: docsGroups(locale),
  ...stored[locale],
}));

/** A first search under way, before the stalled threshold: only screen readers are told. */
export const Loading: Story = storyWith({ query: 'docker', status: 'loading' }, (locale) => ({
  ...stored[locale],
}));

/** The search is slow (300 ms on the site): the stalled message and the spinner show. */
export const Stalled: Story = storyWith({ query: 'docker', status: 'stalled' }, (locale) => ({
  ...stored[locale],
}));

/** The search service could not be reached. */
export const Error: Story = storyWith({ query: 'docker', status: 'error' }, (locale) => ({
  ...stored[locale],
}));

/** Nothing matched: the query as text, suggestions, and a link to report missing results. */
export const NoResults: Story = storyWith({ query: noResultsQuery.en, status: 'done' }, (locale) => ({
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
  // The hook drives the modal: no control reaches it.
  parameters: { controls: { disable: true } },
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
