import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { localized, localizedArg, localizedArgs, type StoryLocale } from '../private/storyLocale';
import { TableOfContents, type TocHeading } from './TableOfContents';

const labels: Record<StoryLocale, string> = { en: 'On this page', fr: 'Sur cette page' };

/** The Docker installation page, as the Markdown processor lists its headings. */
const installHeadings: Record<StoryLocale, TocHeading[]> = {
  en: [
    { id: 'install-foyer-with-docker', value: 'Install Foyer with Docker', depth: 1 },
    { id: 'prerequisites', value: 'Prerequisites', depth: 2 },
    { id: 'hardware', value: 'Hardware', depth: 3 },
    { id: 'network', value: 'Network', depth: 3 },
    { id: 'docker-compose', value: 'Install with Docker Compose', depth: 2 },
    { id: 'compose-file', value: 'Compose file', depth: 3 },
    { id: 'volumes', value: 'Volumes', depth: 4 },
    { id: 'environment-variables', value: 'Environment variables', depth: 4 },
    { id: 'first-start', value: 'First start', depth: 3 },
    { id: 'update-foyer', value: 'Update Foyer', depth: 2 },
    { id: 'troubleshooting', value: 'Troubleshooting', depth: 2 },
  ],
  fr: [
    { id: 'installer-foyer-avec-docker', value: 'Installer Foyer avec Docker', depth: 1 },
    { id: 'prerequis', value: 'Prérequis', depth: 2 },
    { id: 'materiel', value: 'Matériel', depth: 3 },
    { id: 'reseau', value: 'Réseau', depth: 3 },
    { id: 'docker-compose', value: 'Installer avec Docker Compose', depth: 2 },
    { id: 'fichier-compose', value: 'Fichier Compose', depth: 3 },
    { id: 'volumes', value: 'Volumes', depth: 4 },
    { id: 'variables-d-environnement', value: 'Variables d’environnement', depth: 4 },
    { id: 'premier-demarrage', value: 'Premier démarrage', depth: 3 },
    { id: 'mettre-a-jour-foyer', value: 'Mettre à jour Foyer', depth: 2 },
    { id: 'depannage', value: 'Dépannage', depth: 2 },
  ],
};

const meta = {
  title: 'Components/TableOfContents',
  component: TableOfContents,
  tags: ['autodocs'],
  args: { headings: installHeadings.en, label: labels.en },
  // The headings are the toolbar locale's.
  argTypes: { headings: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'The page’s table of contents. An IntersectionObserver marks the section being read (the last heading above a line 30% down the viewport) with `aria-current="location"`; without IntersectionObserver nothing is marked. `activeId` forces the marked entry and turns the tracking off: the stories use it so screenshots do not depend on scrolling.',
      },
    },
  },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Levels 2 and 3; the page title (level 1) and level 4 are left out. */
export const Default: Story = {
  render: (args, { globals }) => (
    <TableOfContents
      {...args}
      headings={localized(globals, installHeadings)}
      label={localizedArg(globals, args.label, labels)}
    />
  ),
};

/** Levels 2 to 4. */
export const LevelsTwoToFour: Story = {
  args: { maxLevel: 4 },
  render: Default.render,
};

/** The section being read, forced with `activeId` for a stable screenshot. */
export const ActiveEntry: Story = {
  args: { maxLevel: 4, activeId: 'compose-file' },
  render: (args, { globals }) => (
    <TableOfContents
      {...args}
      headings={localized(globals, installHeadings)}
      {...localizedArgs(globals, args, {
        en: { label: labels.en, activeId: 'compose-file' },
        fr: { label: labels.fr, activeId: 'fichier-compose' },
      })}
    />
  ),
};

const scenesPage: Record<StoryLocale, { title: string; intro: string; headings: TocHeading[] }> = {
  en: {
    title: 'Scenes',
    intro:
      'A scene sets several devices at once: dim the lights, close the blinds and lower the heating with a single tap. Scroll down: the entry of the section being read is marked.',
    headings: [
      { id: 'create-a-scene', value: 'Create a scene', depth: 2 },
      { id: 'triggers', value: 'Triggers', depth: 2 },
      { id: 'time-triggers', value: 'Time triggers', depth: 3 },
      { id: 'device-triggers', value: 'Device triggers', depth: 3 },
      { id: 'share-a-scene', value: 'Share a scene', depth: 2 },
    ],
  },
  fr: {
    title: 'Scènes',
    intro:
      'Une scène règle plusieurs appareils à la fois : tamiser les lumières, fermer les volets et baisser le chauffage d’un seul geste. Faites défiler : l’entrée de la section en cours de lecture est mise en évidence.',
    headings: [
      { id: 'creer-une-scene', value: 'Créer une scène', depth: 2 },
      { id: 'declencheurs', value: 'Déclencheurs', depth: 2 },
      { id: 'declencheurs-horaires', value: 'Déclencheurs horaires', depth: 3 },
      { id: 'declencheurs-d-appareil', value: 'Déclencheurs d’appareil', depth: 3 },
      { id: 'partager-une-scene', value: 'Partager une scène', depth: 2 },
    ],
  },
};

/**
 * Live tracking beside a real article. At rest no heading has reached the line (the
 * introduction is taller than 30% of the viewport), so the screenshot is stable.
 */
export const FollowsScroll: Story = {
  args: { headings: scenesPage.en.headings },
  render: (args, { globals }) => {
    const page = localized(globals, scenesPage);
    return (
      <div style={{ display: 'flex', gap: vars.space.xl, alignItems: 'flex-start' }}>
        <article style={{ flex: '1 1 0', maxWidth: vars.size.proseMaxWidth }}>
          <h1>{page.title}</h1>
          <p style={{ minHeight: '40vh', margin: 0 }}>{page.intro}</p>
          {page.headings.map(({ id, value, depth }) => {
            const Heading = depth === 3 ? 'h3' : 'h2';
            return (
              <section key={id} style={{ minHeight: '80vh' }}>
                <Heading id={id}>{value}</Heading>
              </section>
            );
          })}
        </article>
        <div style={{ position: 'sticky', top: vars.space.md, flex: '0 0 14rem' }}>
          <TableOfContents
            {...args}
            headings={page.headings}
            label={localizedArg(globals, args.label, labels)}
          />
        </div>
      </div>
    );
  },
};
