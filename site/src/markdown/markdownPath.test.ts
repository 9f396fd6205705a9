import { markdownPath } from './markdownPath';

describe('markdownPath', () => {
  it('puts a doc or a post beside its folder, with the same address but .md', () => {
    expect(markdownPath('/docs/installation/docker/')).toBe('/docs/installation/docker.md');
    expect(markdownPath('/fr/docs/installation/docker/')).toBe('/fr/docs/installation/docker.md');
    expect(markdownPath('/blog/2022-in-review/')).toBe('/blog/2022-in-review.md');
  });

  it('keeps the docs home inside its folder, as index.md', () => {
    expect(markdownPath('/docs/')).toBe('/docs/index.md');
    expect(markdownPath('/fr/docs/')).toBe('/fr/docs/index.md');
  });

  it('refuses an address without its slashes', () => {
    expect(() => markdownPath('/docs/installation/docker')).toThrow('slash');
  });
});
