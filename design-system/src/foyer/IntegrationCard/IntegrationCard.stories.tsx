import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { localized } from '../../components/private/storyLocale';
import { IntegrationCard, type IntegrationCardBuy, type IntegrationCardLabels } from './IntegrationCard';

const labels: Record<'en' | 'fr', IntegrationCardLabels> = {
  en: { doc: 'Doc', buy: 'Buy', technologies: 'Technologies', opensInNewTab: '(opens in a new tab)' },
  fr: { doc: 'Doc', buy: 'Acheter', technologies: 'Technologies', opensInNewTab: '(ouvre un nouvel onglet)' },
};

const descriptions = {
  lumen: {
    en: 'Dimmable bulbs and light strips, controlled locally without a cloud account.',
    fr: 'Ampoules et rubans dimmables, pilotés en local sans compte dans le cloud.',
  },
  heatwise: {
    en: 'Room-by-room heating schedules with the Heatwise radiator valves.',
    fr: 'Programmes de chauffage pièce par pièce avec les têtes thermostatiques Heatwise.',
  },
};

/** What the shop sells, read after "Buy" by screen readers. */
const lumenProduct = { en: 'a Lumen starter kit', fr: 'un kit de démarrage Lumen' };

/** An original mark: a bulb drawn from a circle and two bars. */
function BulbMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32">
      <circle cx="16" cy="13" r="9" fill="#f5b52e" />
      <rect x="12" y="23" width="8" height="3" rx="1" fill="#6b7280" />
      <rect x="13" y="27" width="6" height="2" rx="1" fill="#6b7280" />
    </svg>
  );
}

/** An original mark: a dial with a wave. */
function DialMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32">
      <circle cx="16" cy="16" r="13" fill="#2f7d6d" />
      <path
        d="M8 18c3-6 5 6 8 0s5 6 8 0"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

const cardWidth = { maxWidth: '22rem' };

/** A sample description in the toolbar's locale; anything typed in its control, as typed. */
function localizedDescription(globals: Record<string, unknown>, description: string | undefined) {
  const sample = Object.values(descriptions).find((text) => text.en === description);
  return sample ? localized(globals, sample) : description;
}

/** The sample product in the toolbar's locale, while the `buy` control still holds it. */
function localizedBuy(globals: Record<string, unknown>, buy: IntegrationCardBuy | undefined) {
  return buy?.product === lumenProduct.en ? { ...buy, product: localized(globals, lumenProduct) } : buy;
}

const meta = {
  title: 'Foyer/IntegrationCard',
  component: IntegrationCard,
  tags: ['autodocs'],
  args: {
    name: 'Lumen Bulbs',
    logo: <BulbMark />,
    technologies: ['Zigbee', 'Matter'],
    description: descriptions.lumen.en,
    docHref: '/docs/integrations/lumen/',
    buy: { href: 'https://shop.lumen.example/bulbs' },
    labels: labels.en,
  },
  // The labels are the toolbar locale's; the logo is a sample drawing.
  argTypes: { labels: { control: false }, logo: { control: false } },
  render: (args, { globals }) => (
    <div style={cardWidth}>
      <IntegrationCard
        {...args}
        description={localizedDescription(globals, args.description)}
        buy={localizedBuy(globals, args.buy)}
        labels={localized(globals, labels)}
      />
    </div>
  ),
} satisfies Meta<typeof IntegrationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sold by an outside shop: the purchase link opens it in a new tab, marked sponsored,
 * and says what it sells to screen readers ("Buy a Lumen starter kit").
 */
export const ExternalShop: Story = {
  args: { buy: { href: 'https://shop.lumen.example/bulbs', product: lumenProduct.en } },
};

/** Needs Foyer Plus: the purchase link goes to the site's own Plus page. */
export const WithFoyerPlus: Story = {
  args: {
    name: 'Heatwise Valves',
    logo: <DialMark />,
    technologies: ['Wi-Fi', 'Thread'],
    docHref: '/docs/integrations/heatwise/',
    buy: { href: '/plus/', internal: true },
    description: descriptions.heatwise.en,
  },
};

/** Free and open hardware: documentation only, no description. */
export const DocumentationOnly: Story = {
  args: { name: 'Open Relay', technologies: ['MQTT'], description: undefined, buy: undefined },
};

const dataFlowStrings = {
  en: {
    prefix: 'Where the data goes:',
    local: {
      label: 'Local only',
      description: 'Works entirely on your local network: nothing leaves the house.',
    },
    optional: {
      label: 'Local, optional cloud',
      description: 'Schedules run at home; the optional weather-aware mode asks an online forecast service.',
    },
    cloud: {
      label: 'Needs Heatwise Cloud',
      description: 'Every setpoint change goes through Heatwise Cloud, and stops without internet.',
    },
  },
  fr: {
    prefix: 'Où vont les données\u00a0:',
    local: {
      label: 'Local uniquement',
      description: 'Fonctionne entièrement sur votre réseau local\u00a0: rien ne quitte la maison.',
    },
    optional: {
      label: 'Local, cloud en option',
      description:
        'Les programmes tournent à la maison\u202f; le mode météo, facultatif, interroge un service de prévisions en ligne.',
    },
    cloud: {
      label: 'Nécessite Heatwise Cloud',
      description: 'Chaque changement de consigne passe par Heatwise Cloud, et s’arrête sans internet.',
    },
  },
};

/**
 * Where the data goes: a badge whose colour follows the kind (local, local with an
 * optional cloud feature, cloud) and a sentence that explains it; screen readers hear
 * the site's prefix first.
 */
export const WhereTheDataGoes: Story = {
  render: (args, { globals }) => {
    const strings = localized(globals, dataFlowStrings);
    const cardLabels = { ...localized(globals, labels), dataFlow: strings.prefix };
    return (
      <ul
        style={{
          maxWidth: '72rem',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
          gap: vars.space.md,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        <li>
          <IntegrationCard
            {...args}
            description={localizedDescription(globals, args.description)}
            buy={localizedBuy(globals, args.buy)}
            dataFlow={{ kind: 'local', ...strings.local }}
            labels={cardLabels}
          />
        </li>
        <li>
          <IntegrationCard
            {...args}
            name="Heatwise Valves"
            logo={<DialMark />}
            technologies={['Wi-Fi', 'Thread']}
            description={localized(globals, descriptions.heatwise)}
            docHref="/docs/integrations/heatwise/"
            dataFlow={{ kind: 'local-optional-cloud', ...strings.optional }}
            labels={cardLabels}
          />
        </li>
        <li>
          <IntegrationCard
            {...args}
            name="Heatwise Cloud"
            logo={<DialMark />}
            technologies={['Wi-Fi']}
            description={localized(globals, descriptions.heatwise)}
            docHref="/docs/integrations/heatwise-cloud/"
            buy={undefined}
            dataFlow={{ kind: 'cloud', ...strings.cloud }}
            labels={cardLabels}
          />
        </li>
      </ul>
    );
  },
};

/** Cards in the catalogue grid: rows share a height, actions align at the bottom. */
export const Catalogue: Story = {
  render: (args, { globals }) => (
    <ul
      style={{
        maxWidth: '48rem',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
        gap: vars.space.md,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      <li>
        <IntegrationCard
          {...args}
          description={localizedDescription(globals, args.description)}
          buy={localizedBuy(globals, args.buy)}
          labels={localized(globals, labels)}
        />
      </li>
      <li>
        <IntegrationCard
          {...args}
          name="Heatwise Valves"
          logo={<DialMark />}
          technologies={['Wi-Fi', 'Thread']}
          description={localized(globals, descriptions.heatwise)}
          docHref="/docs/integrations/heatwise/"
          buy={{ href: '/plus/', internal: true }}
          labels={localized(globals, labels)}
        />
      </li>
    </ul>
  ),
};
