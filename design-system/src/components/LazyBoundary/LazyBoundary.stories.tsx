import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { localized } from '../private/storyLocale';
import { LazyBoundary } from './LazyBoundary';
import { lazyWithRetry } from './lazyWithRetry';

const labels = {
  en: {
    loading: 'Loading…',
    retry: 'Retry',
    errorTitle: 'This part of the page could not load.',
    chunkError: 'Loading chunk 7 failed. (error: https://foyer.example/component---energy-chart.js)',
    chart: 'Energy use this week: 42 kWh, 8% less than last week.',
  },
  fr: {
    loading: 'Chargement…',
    retry: 'Réessayer',
    errorTitle: 'Cette partie de la page n’a pas pu se charger.',
    chunkError: 'Loading chunk 7 failed. (error: https://foyer.example/component---energy-chart.js)',
    chart: 'Consommation cette semaine : 42 kWh, 8 % de moins que la semaine dernière.',
  },
};

interface EnergyChartProps {
  text: string;
}

function EnergyChart({ text }: EnergyChartProps) {
  return <p style={{ margin: 0, padding: vars.space.lg }}>{text}</p>;
}

type EnergyChartModule = { default: ComponentType<EnergyChartProps> };

/** Never settles: the loading state, frozen. */
const PendingChart = lazyWithRetry(() => new Promise<EnergyChartModule>(() => undefined));
const LoadedChart = lazyWithRetry(() => Promise.resolve<EnergyChartModule>({ default: EnergyChart }));

/** Fails the first time, loads on Retry: made per mount so every visit starts failed. */
function useFlakyChart(message: string) {
  const [Chart] = useState(() => {
    let calls = 0;
    return lazyWithRetry(async (): Promise<EnergyChartModule> => {
      calls += 1;
      if (calls === 1) throw new Error(message);
      return { default: EnergyChart };
    });
  });
  return Chart;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', height: '16rem', border: `1px dashed ${vars.color.border}` }}>
      {children}
    </div>
  );
}

function FlakyDemo({ text }: { text: (typeof labels)['en'] }) {
  const Chart = useFlakyChart(text.chunkError);
  return (
    <Frame>
      <LazyBoundary labels={text}>
        <Chart text={text.chart} />
      </LazyBoundary>
    </Frame>
  );
}

const meta = {
  title: 'Components/LazyBoundary',
  component: LazyBoundary,
  tags: ['autodocs'],
  args: { labels: labels.en, children: null },
  // The labels are the toolbar locale's; the children are the sample chart in each state.
  argTypes: { labels: { control: false }, children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Wraps code-split parts of a page made with `lazyWithRetry(() => import(…))`: nothing for the first 200 ms of loading, then a spinner; when the chunk fails, a centred error box (`role="alert"`) with the error and a Retry button that loads the chunk again.',
      },
    },
  },
} satisfies Meta<typeof LazyBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still loading after 200 ms (the delay is 0 here so the spinner shows at once). */
export const Loading: Story = {
  args: { spinnerDelayMs: 0 },
  render: (args, { globals }) => {
    const text = localized(globals, labels);
    return (
      <Frame>
        <LazyBoundary {...args} labels={text}>
          <PendingChart text={text.chart} />
        </LazyBoundary>
      </Frame>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Loading|Chargement/);
  },
};

/** The chunk failed: press Retry and it loads (it fails only the first time). */
export const Failed: Story = {
  // A boundary made per mount, so every visit starts failed: no control reaches it.
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <FlakyDemo text={localized(globals, labels)} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** Loaded: the boundary adds nothing around the part. */
export const Loaded: Story = {
  render: (args, { globals }) => {
    const text = localized(globals, labels);
    return (
      <Frame>
        <LazyBoundary {...args} labels={text}>
          <LoadedChart text={text.chart} />
        </LazyBoundary>
      </Frame>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/kWh/)).toBeVisible();
  },
};
