import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { localized, localizedArg } from '../private/storyLocale';
import { Counter } from './Counter';

const labels = {
  en: { homes: 'Homes running Foyer', integrations: 'Integrations', revenue: 'Monthly revenue' },
  fr: { homes: 'Foyers équipés', integrations: 'Intégrations', revenue: 'Revenu mensuel' },
};

const numberLocale = { en: 'en-GB', fr: 'fr-FR' };

/** The label and, unless `fixedLocale`, the number's locale follow the toolbar while they hold their samples. */
function renderIn(label: keyof (typeof labels)['en'], { fixedLocale = false } = {}): Story['render'] {
  return (args, { globals }) => (
    <Counter
      {...args}
      locale={fixedLocale ? args.locale : localizedArg(globals, args.locale, numberLocale)}
      label={localizedArg(globals, args.label, { en: labels.en[label], fr: labels.fr[label] })}
    />
  );
}

/** Screenshots are taken at rest: wait for the count-up, if any, to finish. */
async function waitUntilCounted({ canvasElement }: { canvasElement: HTMLElement }) {
  await new Promise((resolve) => window.setTimeout(resolve, 100));
  await waitFor(() => expect(canvasElement.querySelector('[data-counting]')).toBeNull(), { timeout: 5000 });
}

const meta = {
  title: 'Components/Counter',
  component: Counter,
  tags: ['autodocs'],
  args: { value: 48213, locale: 'en-GB', label: labels.en.homes },
  parameters: {
    docs: {
      description: {
        component:
          'A key figure that counts up from 0 the first time it scrolls into view. The server HTML already holds the final value, screen readers only ever get the final value, and under reduced motion it never moves.',
      },
    },
  },
  play: waitUntilCounted,
} satisfies Meta<typeof Counter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain number, written in the locale of the toolbar (en-GB or fr-FR). */
export const PlainNumber: Story = { render: renderIn('homes') };

/** Monthly revenue in euros, written the French way whatever the label language. */
export const CurrencyFrench: Story = {
  args: {
    value: 12000,
    locale: 'fr-FR',
    format: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
    label: labels.en.revenue,
  },
  render: renderIn('revenue', { fixedLocale: true }),
};

/** Monthly revenue in pounds, written the British way. */
export const CurrencyBritish: Story = {
  args: {
    value: 9850,
    locale: 'en-GB',
    format: { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 },
    label: labels.en.revenue,
  },
  render: renderIn('revenue', { fixedLocale: true }),
};

/** Several figures side by side: the reserved width keeps the row from shifting while they count. */
export const Row: Story = {
  // Three counters of their own: no control would reach them.
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const text = localized(globals, labels);
    const locale = localized(globals, numberLocale);
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl }}>
        <Counter value={48213} locale={locale} label={text.homes} />
        <Counter value={312} locale={locale} label={text.integrations} />
        <Counter
          value={12000}
          locale={locale}
          format={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }}
          label={text.revenue}
        />
      </div>
    );
  },
};

/** With `prefers-reduced-motion: reduce` (forced here), the final value shows and stays. */
export const ReducedMotion: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    const reduced = (query: string): MediaQueryList => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    });
    window.matchMedia = (query: string) =>
      query === media.reducedMotion ? reduced(query) : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  render: renderIn('homes'),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => window.setTimeout(resolve, 100));
    await expect(canvasElement.querySelector('[data-counting]')).toBeNull();
  },
};
