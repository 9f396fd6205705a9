import { specDocRoutes } from './docsRoutes';

it('lists the 88 docs routes of the spec: 86 category pages, the docs home and the integrations index', () => {
  const routes = specDocRoutes();
  expect(routes).toHaveLength(88);
  expect(new Set(routes).size).toBe(88);
  expect(routes).toEqual(
    expect.arrayContaining([
      '/docs/',
      '/docs/integrations/',
      '/docs/scenes/zone/',
      '/docs/dev/cypress-tests/',
    ]),
  );
});
