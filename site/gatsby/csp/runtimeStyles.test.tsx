/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { Button } from '@foyer/design-system';
import { RUNTIME_STYLE_ELEMENTS } from './runtimeStyles';

it('allows the style element react-aria inserts for pressable elements, text for text', () => {
  // react-aria leaves its style element out under NODE_ENV=test; browsers run the other branch.
  // jsdom has no CSS.escape, which react-aria calls looking for a nonce in <meta> first.
  Object.assign(globalThis, { CSS: { escape: (value: string) => value } });
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    render(<Button>Save</Button>);
  } finally {
    process.env.NODE_ENV = environment;
  }
  // The test transform of vanilla-extract adds the package's own styles to <head> too: only
  // react-aria's element is what a built page meets.
  const inserted = document.getElementById('react-aria-pressable-style');
  expect(inserted?.tagName).toBe('STYLE');
  expect(RUNTIME_STYLE_ELEMENTS).toContain(inserted?.textContent);
});
