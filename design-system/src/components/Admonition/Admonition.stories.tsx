import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../private/storyLocale';
import { Admonition, type AdmonitionType } from './Admonition';

const copy: Record<AdmonitionType, Record<'en' | 'fr', { title: string; body: string }>> = {
  note: {
    en: { title: 'Note', body: 'Foyer keeps working when your internet connection is down.' },
    fr: { title: 'Note', body: 'Foyer continue de fonctionner quand votre connexion internet est coupée.' },
  },
  tip: {
    en: { title: 'Tip', body: 'Name your rooms first: scenes and voice commands use their names.' },
    fr: {
      title: 'Astuce',
      body: 'Nommez d’abord vos pièces : les scènes et les commandes vocales utilisent leurs noms.',
    },
  },
  warning: {
    en: { title: 'Warning', body: 'Back up /var/lib/foyer before upgrading to a new major version.' },
    fr: {
      title: 'Attention',
      body: 'Sauvegardez /var/lib/foyer avant de passer à une nouvelle version majeure.',
    },
  },
  danger: {
    en: { title: 'Danger', body: 'Never expose port 8080 to the internet without a reverse proxy.' },
    fr: { title: 'Danger', body: 'N’exposez jamais le port 8080 sur internet sans proxy inverse.' },
  },
};

const linkText = {
  en: { text: 'Read the security guide', href: '/docs/security/' },
  fr: { text: 'Lire le guide de sécurité', href: '/fr/docs/security/' },
};

/** The title in the toolbar's locale while it is one of the samples, else as typed in its control. */
function localizedTitle(globals: Record<string, unknown>, title: string): string {
  const sample = Object.values(copy).find((text) => text.en.title === title);
  return sample ? localized(globals, sample).title : title;
}

const meta = {
  title: 'Components/Admonition',
  component: Admonition,
  tags: ['autodocs'],
  args: { type: 'note', title: 'Note', children: null },
  argTypes: {
    type: { control: 'inline-radio', options: ['note', 'tip', 'warning', 'danger'] },
    // The body is the type's sample text, in the toolbar's locale.
    children: { control: false },
  },
  render: (args, { globals }) => {
    const text = localized(globals, copy[args.type]);
    const link = localized(globals, linkText);
    return (
      <div style={{ maxWidth: '46rem' }}>
        <Admonition {...args} title={localizedTitle(globals, args.title)}>
          <p>{text.body}</p>
          <p>
            <a href={link.href}>{link.text}</a>
          </p>
        </Admonition>
      </div>
    );
  },
} satisfies Meta<typeof Admonition>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Note: Story = {};

export const Tip: Story = { args: { type: 'tip', title: 'Tip' } };

export const Warning: Story = { args: { type: 'warning', title: 'Warning' } };

export const Danger: Story = { args: { type: 'danger', title: 'Danger' } };
