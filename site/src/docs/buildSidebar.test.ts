import { buildDocsSidebar, unlistedCategories } from './buildSidebar';

const t = (key: string) => `t(${key})`;

it('puts the docs home first, then categories in sidebar order with their pages by position', () => {
  const sidebar = buildDocsSidebar(
    [
      { path: '/docs/api/rest-api/', category: 'api', slug: 'rest-api', title: 'REST API' },
      {
        path: '/docs/installation/unraid/',
        category: 'installation',
        slug: 'unraid',
        title: 'Unraid',
        sidebarPosition: 3,
      },
      { path: '/docs/', category: '', slug: 'index', title: 'Hardware and installation' },
      {
        path: '/docs/installation/docker/',
        category: 'installation',
        slug: 'docker',
        title: 'Docker',
        sidebarPosition: 1,
      },
    ],
    t,
  );
  expect(sidebar).toEqual([
    { type: 'link', label: 'Hardware and installation', href: '/docs/' },
    {
      type: 'category',
      label: 't(docs.categories.installation)',
      items: [
        { type: 'link', label: 'Docker', href: '/docs/installation/docker/' },
        { type: 'link', label: 'Unraid', href: '/docs/installation/unraid/' },
      ],
    },
    {
      type: 'category',
      label: 't(docs.categories.api)',
      items: [{ type: 'link', label: 'REST API', href: '/docs/api/rest-api/' }],
    },
  ]);
});

it('names content categories the sidebar does not list', () => {
  expect(unlistedCategories(['api', '', 'recipes', 'recipes'])).toEqual(['recipes']);
});

it('links a category to its index page', () => {
  const sidebar = buildDocsSidebar(
    [
      { path: '/docs/integrations/', category: 'integrations', slug: 'index', title: 'Integrations' },
      { path: '/docs/integrations/mqtt/', category: 'integrations', slug: 'mqtt', title: 'MQTT' },
    ],
    t,
  );
  expect(sidebar).toEqual([
    {
      type: 'category',
      label: 't(docs.categories.integrations)',
      href: '/docs/integrations/',
      items: [{ type: 'link', label: 'MQTT', href: '/docs/integrations/mqtt/' }],
    },
  ]);
});
