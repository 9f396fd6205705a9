import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localized, localizedArgs } from '../private/storyLocale';
import { ErrorPage } from './ErrorPage';
import { PageErrorBoundary } from './PageErrorBoundary';

const labels = {
  en: { title: 'This page crashed.', retryLabel: 'Try again' },
  fr: { title: 'Cette page a planté.', retryLabel: 'Réessayer' },
};

const crashMessage = 'Cannot read properties of undefined (reading "rooms")';

function CrashingPage(): never {
  throw new Error(crashMessage);
}

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  subcomponents: { PageErrorBoundary },
  tags: ['autodocs'],
  args: { ...labels.en, message: crashMessage, onRetry: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Shown in place of a page that crashed, usually through `PageErrorBoundary`. Its `<h1>` takes focus when it appears; Try again renders the page again, and changing `resetKeys` (the path) resets it too.',
      },
    },
  },
  render: (args, { globals }) => <ErrorPage {...args} {...localizedArgs(globals, args, labels)} />,
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without a message, e.g. when something other than an Error was thrown. */
export const WithoutMessage: Story = { args: { message: undefined } };

/** Through `PageErrorBoundary`, around a page that throws while rendering. */
export const FromBoundary: Story = {
  // The boundary and its crashing page are the story: no control reaches them.
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <PageErrorBoundary {...localized(globals, labels)}>
      <CrashingPage />
    </PageErrorBoundary>
  ),
};
