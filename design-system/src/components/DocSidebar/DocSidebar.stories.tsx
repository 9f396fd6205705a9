import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, localizedArg, type StoryLocale } from '../private/storyLocale';
import { DocSidebar, type DocSidebarItem } from './DocSidebar';
import { DocSidebarCurrentPage } from './DocSidebarCurrentPage';

const text = {
  en: {
    label: 'Docs sidebar',
    introduction: 'Introduction',
    installation: 'Installation',
    updating: 'Updating',
    integrations: 'Integrations',
    scenes: 'Scenes',
    dashboard: 'Dashboard',
    cards: 'Cards',
    themes: 'Themes',
    api: 'API',
    restApi: 'REST API',
    websocketApi: 'WebSocket API',
    foyerPlus: 'Foyer Plus',
    development: 'Development',
    architecture: 'Architecture',
    writingIntegration: 'Writing an integration',
    manifest: 'Manifest',
    config: 'Configuration flow',
    testing: 'Testing',
    testFixtures: 'Test fixtures',
    contributing: 'Contributing',
  },
  fr: {
    label: 'Barre latérale de la documentation',
    introduction: 'Introduction',
    installation: 'Installation',
    updating: 'Mises à jour',
    integrations: 'Intégrations',
    scenes: 'Scènes',
    dashboard: 'Tableau de bord',
    cards: 'Cartes',
    themes: 'Thèmes',
    api: 'API',
    restApi: 'API REST',
    websocketApi: 'API WebSocket',
    foyerPlus: 'Foyer Plus',
    development: 'Développement',
    architecture: 'Architecture',
    writingIntegration: 'Écrire une intégration',
    manifest: 'Manifeste',
    config: 'Flux de configuration',
    testing: 'Tests',
    testFixtures: 'Jeux de données de test',
    contributing: 'Contribuer',
  },
} satisfies Record<StoryLocale, Record<string, string>>;

/** The Foyer docs tree, with French pages under `/fr/`. */
function docsTree(locale: StoryLocale): DocSidebarItem[] {
  const t = text[locale];
  const root = locale === 'fr' ? '/fr/docs' : '/docs';
  const link = (label: string, path: string): DocSidebarItem => ({
    type: 'link',
    label,
    href: `${root}/${path}`,
  });
  return [
    link(t.introduction, ''),
    {
      type: 'category',
      label: t.installation,
      href: `${root}/installation/`,
      items: [
        link('Docker', 'installation/docker/'),
        link('Raspberry Pi', 'installation/raspberry-pi/'),
        link(t.updating, 'installation/updating/'),
      ],
    },
    {
      type: 'category',
      label: t.integrations,
      items: [
        link('Zigbee', 'integrations/zigbee/'),
        link('Z-Wave', 'integrations/z-wave/'),
        link('MQTT', 'integrations/mqtt/'),
        link('Matter', 'integrations/matter/'),
      ],
    },
    link(t.scenes, 'scenes/'),
    {
      type: 'category',
      label: t.dashboard,
      collapsed: true,
      items: [link(t.cards, 'dashboard/cards/'), link(t.themes, 'dashboard/themes/')],
    },
    {
      type: 'category',
      label: t.api,
      collapsed: true,
      items: [link(t.restApi, 'api/rest-api/'), link(t.websocketApi, 'api/websocket-api/')],
    },
    link(t.foyerPlus, 'foyer-plus/'),
    {
      type: 'category',
      label: t.development,
      collapsed: true,
      items: [
        link(t.architecture, 'development/architecture/'),
        {
          type: 'category',
          label: t.writingIntegration,
          href: `${root}/development/integration/`,
          items: [
            link(t.manifest, 'development/integration/manifest/'),
            link(t.config, 'development/integration/config-flow/'),
            {
              type: 'category',
              label: t.testing,
              items: [link(t.testFixtures, 'development/integration/testing/fixtures/')],
            },
          ],
        },
        link(t.contributing, 'development/contributing/'),
      ],
    },
  ];
}

const meta = {
  title: 'Components/DocSidebar',
  component: DocSidebar,
  // Draws the current page in a sidebar rendered once for every page (its server HTML only).
  subcomponents: { DocSidebarCurrentPage },
  tags: ['autodocs'],
  args: { items: docsTree('en'), currentPath: '/docs/', label: text.en.label },
  // The tree is the toolbar locale's; a component cannot be typed into a control.
  argTypes: { items: { control: false }, LinkComponent: { control: false } },
  // The width of the site's sidebar column.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  // The tree of the toolbar's locale; `currentPath` is given without its `/fr` prefix.
  render: (args, { globals }) => {
    const locale = localized<StoryLocale>(globals, { en: 'en', fr: 'fr' });
    return (
      <DocSidebar
        {...args}
        items={docsTree(locale)}
        currentPath={locale === 'fr' ? `/fr${args.currentPath ?? ''}` : args.currentPath}
        label={localizedArg(globals, args.label, { en: text.en.label, fr: text.fr.label })}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'The docs navigation. Categories collapse independently; the one holding the current page starts open. Collapsed links stay in the server HTML (hidden), so crawlers, find-in-page and readers without JavaScript get them all. Pass the router link as `LinkComponent`. A sidebar rendered once and shared by every page (a Gatsby slice) is rendered without `currentPath`; each page then writes `<DocSidebarCurrentPage currentPath=…>`, a style element that draws the page in the server HTML, and gives the sidebar the path once interactive.',
      },
    },
  },
} satisfies Meta<typeof DocSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page sits in a category that starts collapsed: it opens anyway. */
export const CurrentPageInNestedCategory: Story = { args: { currentPath: '/docs/api/rest-api/' } };

/** On the docs home, Dashboard, API and Development start collapsed; their links are in the DOM, hidden. */
export const CollapsedCategories: Story = { args: { currentPath: '/docs/' } };

/** Three levels of categories, opened down to the current page; a category can have its own index page. */
export const DeepNesting: Story = {
  args: { currentPath: '/docs/development/integration/testing/fixtures/' },
};

/** The current page is a category's index page. */
export const CurrentCategoryPage: Story = { args: { currentPath: '/docs/installation/' } };
