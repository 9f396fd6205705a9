import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { useDelayedFlag } from '../../hooks/useDelayedFlag';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { localized, localizedArg } from '../private/storyLocale';
import { ProgressBar } from './ProgressBar';

const labels = {
  en: { label: 'Loading page', page: 'Page content', navigate: 'Open a slow page' },
  fr: { label: 'Chargement de la page', page: 'Contenu de la page', navigate: 'Ouvrir une page lente' },
};

/** How long the demo's pretend page takes to load. */
const DEMO_LOAD_MS = 2000;

/** Mimics the site: a route change that lasts, shown only after 200 ms. */
function SlowNavigationDemo({ label, navigate }: { label: string; navigate: string }) {
  const [isNavigating, setIsNavigating] = useState(false);
  const isLoading = useDelayedFlag(isNavigating, 200);

  useEffect(() => {
    if (!isNavigating) return undefined;
    const timer = window.setTimeout(() => setIsNavigating(false), DEMO_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, [isNavigating]);

  return (
    <>
      <ProgressBar isLoading={isLoading} label={label} />
      <Button variant="secondary" onPress={() => setIsNavigating(true)} isDisabled={isNavigating}>
        {navigate}
      </Button>
    </>
  );
}

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { isLoading: true, label: labels.en.label },
  parameters: {
    layout: 'fullscreen',
    // The bar is fixed to the viewport: each story needs its own frame, also in the docs page.
    docs: {
      story: { inline: false, iframeHeight: '6rem' },
      description: {
        component:
          'Route-change bar fixed at the top of the viewport. The site sets `isLoading` once a load has lasted 200 ms (`useDelayedFlag`); the bar creeps towards 90%, then fills, fades and leaves the DOM. No animation under reduced motion.',
      },
    },
    // The creep is finite: a screenshot taken at its end is stable.
    chromatic: { pauseAnimationAtEnd: true },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function Page({ children }: { children: string }) {
  return <p style={{ margin: 0, padding: vars.space.lg }}>{children}</p>;
}

/** Held at loading: the bar rests at 90% once its creep ends. */
export const Loading: Story = {
  render: (args, { globals }) => (
    <>
      <ProgressBar
        {...args}
        label={localizedArg(globals, args.label, { en: labels.en.label, fr: labels.fr.label })}
      />
      <Page>{localized(globals, labels).page}</Page>
    </>
  ),
};

/** Idle, or after completing: nothing is rendered. */
export const Idle: Story = { ...Loading, args: { isLoading: false } };

/** The whole cycle: press the button to start a 2-second load; the bar shows after 200 ms, then completes. */
export const SlowNavigation: Story = {
  // The demo drives the bar itself: no control reaches it.
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const text = localized(globals, labels);
    return (
      <div style={{ padding: vars.space.lg }}>
        <SlowNavigationDemo label={text.label} navigate={text.navigate} />
      </div>
    );
  },
};
