import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Link } from '../Link';
import { localized, localizedArg } from '../private/storyLocale';
import { AnnouncementBar } from './AnnouncementBar';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from './announcementBarScript';

/** Stories keep their dismissals to themselves, away from the site's key. */
const STORY_STORAGE_KEY = 'storybook-announcement-dismissed';

const labels = {
  en: {
    dismissLabel: 'Close the announcement',
    text: 'Foyer 2.0 is out: Matter support and a new energy dashboard.',
    link: 'Read the release notes',
    href: '/blog/foyer-2-0/',
    page: 'Page content below the bar.',
  },
  fr: {
    dismissLabel: 'Fermer l’annonce',
    text: 'Foyer 2.0 est sorti : prise en charge de Matter et nouveau tableau de bord énergie.',
    link: 'Lire les notes de version',
    href: '/fr/blog/foyer-2-0/',
    page: 'Contenu de la page sous la barre.',
  },
};

const meta = {
  title: 'Components/AnnouncementBar',
  component: AnnouncementBar,
  tags: ['autodocs'],
  args: {
    id: 'release-2-0',
    dismissLabel: labels.en.dismissLabel,
    storageKey: STORY_STORAGE_KEY,
    children: labels.en.text,
  },
  argTypes: {
    // The text and its link, in the toolbar's locale.
    children: { control: false },
    // Kept on the stories' own key, which each visit clears.
    storageKey: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A site-wide announcement that visitors can close. The id of the closed bar is kept in localStorage, so a bar with a new id shows again. Put `announcementBarScript(id)` in `<head>`: it marks `<html>` before first paint so a closed bar never flashes on load.',
      },
    },
  },
  // Every visit starts with the bar not yet closed.
  beforeEach: () => {
    const reset = () => {
      window.localStorage.removeItem(STORY_STORAGE_KEY);
      document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
    };
    reset();
    return reset;
  },
  render: (args, { globals }) => {
    const text = localized(globals, labels);
    return (
      <>
        <AnnouncementBar
          {...args}
          dismissLabel={localizedArg(globals, args.dismissLabel, {
            en: labels.en.dismissLabel,
            fr: labels.fr.dismissLabel,
          })}
        >
          {text.text} <Link href={text.href}>{text.link}</Link>
        </AnnouncementBar>
        <p style={{ margin: 0, padding: vars.space.lg }}>{text.page}</p>
      </>
    );
  },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

/** After pressing the close button: the bar is gone, and stays gone on the next visit. */
export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Close|Fermer/ }));
    await expect(canvas.queryByRole('button', { name: /Close|Fermer/ })).toBeNull();
  },
};

/** On a phone the text wraps beside the close button. */
export const MobileShown: Story = {};
