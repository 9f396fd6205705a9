import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized, localizedArg } from '../private/storyLocale';
import { ImageWithFallback } from './ImageWithFallback';

const labels = {
  en: {
    labels: {
      notFound: 'Image not found (404).',
      offline: 'You are offline: the image could not load.',
      retry: 'Click to reload the image',
    },
    alt: 'A house with a lit window under a night sky',
  },
  fr: {
    labels: {
      notFound: 'Image introuvable (404).',
      offline: 'Vous êtes hors ligne : l’image n’a pas pu se charger.',
      retry: 'Cliquer pour recharger l’image',
    },
    alt: 'Une maison à la fenêtre éclairée sous un ciel de nuit',
  },
};

/** A small drawing, inline, so the loaded state needs no network. */
const houseSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#1b2a4a"/>
<circle cx="262" cy="46" r="20" fill="#f4e7b5"/>
<rect y="168" width="320" height="32" fill="#2f4a2f"/>
<path d="M100 100 160 52l60 48v72H100z" fill="#c9733a"/>
<path d="M88 104 160 44l72 60" fill="none" stroke="#7a3b1c" stroke-width="10" stroke-linejoin="round"/>
<rect x="112" y="116" width="32" height="28" fill="#ffd36b"/>
<rect x="170" y="124" width="30" height="48" fill="#5a2e16"/>
</svg>`;
const houseSrc = `data:image/svg+xml,${encodeURIComponent(houseSvg)}`;

/** Answered 404 by any static server, so the error is real. */
const missingSrc = '/missing-image-for-the-story.png';

async function waitForFallback({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(await within(canvasElement).findByRole('button')).toBeVisible();
}

const meta = {
  title: 'Components/ImageWithFallback',
  component: ImageWithFallback,
  tags: ['autodocs'],
  args: { src: houseSrc, alt: labels.en.alt, labels: labels.en.labels, width: 320, height: 200 },
  // The labels are the toolbar locale's; the render prop has its own story.
  argTypes: { labels: { control: false }, children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'An image that, when it fails, says why in its place (not found, or offline) as a button that loads it again with a cache-busting query; it also reloads by itself when the connection returns. Wrap any image, e.g. `GatsbyImage`, through the render prop: `{({ onError, key }) => <GatsbyImage key={key} onError={onError} … />}`.',
      },
    },
  },
  render: (args, { globals }) => (
    <ImageWithFallback
      src={args.src ?? houseSrc}
      alt={localizedArg(globals, args.alt, { en: labels.en.alt, fr: labels.fr.alt }) ?? ''}
      labels={localized(globals, labels).labels}
      width={args.width}
      height={args.height}
      isOffline={args.isOffline}
      className={args.className}
    />
  ),
} satisfies Meta<typeof ImageWithFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** The server answered 404. */
export const NotFound: Story = {
  args: { src: missingSrc },
  play: waitForFallback,
};

/** The image failed while the browser was offline (forced with `isOffline`). */
export const Offline: Story = {
  args: { src: missingSrc, isOffline: true },
  play: waitForFallback,
};

/** Any image, through the render prop: here a plain `<img>` standing in for `GatsbyImage`. */
export const RenderProp: Story = {
  // Its image is the render prop's own: no control reaches it.
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const text = localized(globals, labels);
    return (
      <ImageWithFallback labels={text.labels} width={320} height={200}>
        {({ onError, key }) => (
          <img key={key} src={missingSrc} alt={text.alt} width={320} height={200} onError={onError} />
        )}
      </ImageWithFallback>
    );
  },
  play: waitForFallback,
};
