import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button';
import { FormMessage } from '../components/FormMessage';
import { Link } from '../components/Link';
import { TextField } from '../components/TextField';
import { localized } from '../components/private/storyLocale';
import { createBrandTheme } from './createBrandTheme';

const BRAND_SELECTOR = '[data-brand="lagoon"]';

/**
 * A second product's brand: teal instead of Foyer's amber, rounder corners and a
 * serif for headings. Every text colour keeps at least 4.5:1 on the backgrounds it
 * sits on (white on #0b6b63 is 6.4:1, #0a6158 on white 7.3:1; in dark mode #062421
 * on #5fd4c4 is 9.1:1, #6fdccd on #121417 11.2:1). Scoped to the story's wrapper,
 * so it leaks into no other story.
 */
const lagoonBrand = createBrandTheme({
  selector: BRAND_SELECTOR,
  radius: { sm: '6px', md: '14px', lg: '24px' },
  font: { heading: '"DejaVu Serif", Georgia, serif' },
  light: {
    colors: {
      primary: '#0b6b63',
      primaryHover: '#08524c',
      onPrimary: '#ffffff',
      link: '#0a6158',
      linkHover: '#073f3a',
      highlight: 'rgba(11, 107, 99, 0.16)',
    },
  },
  dark: {
    colors: {
      primary: '#5fd4c4',
      primaryHover: '#8be3d6',
      onPrimary: '#062421',
      link: '#6fdccd',
      linkHover: '#a5ece2',
      highlight: 'rgba(95, 212, 196, 0.28)',
    },
  },
});

const copy = {
  en: {
    heading: 'Lagoon keeps an eye on your water meter',
    intro: 'The same components under another brand: its colours, corners and heading font come from',
    guide: 'Read the setup guide',
    email: 'Email address',
    emailHelp: 'One report a month, nothing else.',
    start: 'Start monitoring',
    sample: 'See a sample report',
    doneTitle: 'You are on the list',
    done: 'Your first report arrives on the 1st of next month.',
  },
  fr: {
    heading: 'Lagoon garde un œil sur votre compteur d’eau',
    intro: 'Les mêmes composants sous une autre marque : couleurs, arrondis et police des titres viennent de',
    guide: 'Lire le guide d’installation',
    email: 'Adresse email',
    emailHelp: 'Un rapport par mois, rien de plus.',
    start: 'Lancer le suivi',
    sample: 'Voir un exemple de rapport',
    doneTitle: 'Vous êtes inscrit',
    done: 'Votre premier rapport arrive le 1er du mois prochain.',
  },
};

const meta = {
  title: 'Foundations/Theming',
  parameters: {
    docs: {
      description: {
        component:
          'Another product rebrands the components with `createBrandTheme` from `@foyer/design-system/theme`: ' +
          'it returns CSS that sets the `--foyer-*` custom properties, for a `<style>` element after `styles.css`.',
      },
      source: { code: lagoonBrand, language: 'css' },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondBrand: Story = {
  render: (_args, { globals }) => {
    const text = localized(globals, copy);
    return (
      <div data-brand="lagoon" style={{ display: 'grid', gap: '1.25rem', maxWidth: '34rem' }}>
        <style>{lagoonBrand}</style>
        <h2 style={{ margin: 0 }}>{text.heading}</h2>
        <p style={{ margin: 0 }}>
          {text.intro} <code>createBrandTheme</code>. <Link href="/docs/lagoon/setup/">{text.guide}</Link>
        </p>
        <TextField label={text.email} type="email" name="email" description={text.emailHelp} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
          <Button>{text.start}</Button>
          <Button variant="secondary">{text.sample}</Button>
        </div>
        <FormMessage tone="success" title={text.doneTitle}>
          <p style={{ margin: 0 }}>{text.done}</p>
        </FormMessage>
      </div>
    );
  },
};
