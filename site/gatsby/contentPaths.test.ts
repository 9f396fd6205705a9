import { locateContent } from './contentPaths';

describe('locateContent', () => {
  it('publishes docs per language under /docs/<category>/<id>/', () => {
    expect(locateContent('docs', 'fr/api/rest-api.mdx')).toMatchObject({
      language: 'fr',
      path: '/fr/docs/api/rest-api/',
      neutralPath: '/docs/api/rest-api/',
      category: 'api',
      slug: 'rest-api',
    });
    expect(locateContent('docs', 'en/api/rest-api.mdx').path).toBe('/docs/api/rest-api/');
  });

  it('publishes a long-form page at its own path in each language', () => {
    expect(locateContent('pages', 'en/plus/privacy.mdx')).toMatchObject({
      collection: 'pages',
      language: 'en',
      path: '/plus/privacy/',
      slug: 'plus/privacy',
    });
    expect(locateContent('pages', 'fr/plus/terms.mdx').path).toBe('/fr/plus/terms/');
  });

  it('publishes the docs home at /docs/', () => {
    expect(locateContent('docs', 'en/index.mdx').path).toBe('/docs/');
    expect(locateContent('docs', 'fr/index.mdx').path).toBe('/fr/docs/');
  });

  it('publishes a category index at the category address', () => {
    expect(locateContent('docs', 'fr/integrations/index.mdx')).toMatchObject({
      path: '/fr/docs/integrations/',
      category: 'integrations',
      slug: 'index',
    });
  });

  it('publishes posts at /blog/<slug>/', () => {
    expect(locateContent('blog', 'fr/welcome.mdx').path).toBe('/fr/blog/welcome/');
  });

  it('refuses files outside the expected layout, naming them', () => {
    expect(() => locateContent('docs', 'de/api/rest-api.mdx')).toThrow('docs/de/api/rest-api.mdx');
    expect(() => locateContent('docs', 'en/api/deep/x.mdx')).toThrow('docs/<language>/<category>/<id>.mdx');
    expect(() => locateContent('blog', 'en/2024/x.mdx')).toThrow('blog/<language>/<slug>.mdx');
  });
});
