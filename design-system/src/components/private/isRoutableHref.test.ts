import { isRoutableHref } from './isRoutableHref';

describe('isRoutableHref', () => {
  it('routes the site’s own paths only', () => {
    expect(isRoutableHref('/docs/installation/')).toBe(true);
    expect(isRoutableHref('/fr/blog/?page=2#2024')).toBe(true);
    for (const href of [
      'https://git.foyer.example',
      '//cdn.example/x.js',
      'mailto:help@foyer.example',
      '#setup',
      '?q=zigbee',
      'tel:+33100000000',
    ]) {
      expect(isRoutableHref(href)).toBe(false);
    }
  });
});
