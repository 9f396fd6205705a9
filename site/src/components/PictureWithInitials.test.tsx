/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { initialsOf, PictureWithInitials } from './PictureWithInitials';

/** Makes every <img> look like one the browser already gave up on (as before hydration), or not. */
function imagesLookBroken(broken: boolean) {
  jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(broken);
  jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(broken ? 0 : 64);
  HTMLImageElement.prototype.decode = broken
    ? () => Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'))
    : () => Promise.resolve();
}

const originalDecode = HTMLImageElement.prototype.decode;
afterEach(() => {
  jest.restoreAllMocks();
  HTMLImageElement.prototype.decode = originalDecode;
});

describe('PictureWithInitials', () => {
  it('shows the picture while it loads or once it has', () => {
    imagesLookBroken(false);
    const { container } = render(<PictureWithInitials src="/authors/ines.svg" name="Inès Fabre" size={64} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/authors/ines.svg');
    expect(container.querySelector('[data-picture-fallback]')).toBeNull();
  });

  it('puts the initials in place of a picture that fails to load', () => {
    imagesLookBroken(false);
    const { container } = render(
      <PictureWithInitials src="/integrations/x.svg" name="Philips Hue" size={40} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-picture-fallback]')).toHaveTextContent(/^PH$/);
  });

  it('notices a picture that failed before the page was hydrated', async () => {
    imagesLookBroken(true);
    const { container } = render(<PictureWithInitials src="/authors/ines.svg" name="Inès Fabre" size={64} />);
    await waitFor(() => expect(container.querySelector('[data-picture-fallback]')).toHaveTextContent(/^IF$/));
    expect(container.querySelector('img')).toBeNull();
  });

  it('takes the first letter of the first two words', () => {
    expect(initialsOf('Zigbee2MQTT')).toBe('Z');
    expect(initialsOf('Z-Wave JS UI')).toBe('ZJ');
    expect(initialsOf('  éric  durand ')).toBe('ÉD');
  });
});
