import type { DocSidebarItem } from '@foyer/design-system';
import { docBreadcrumbs, docNeighbours } from './neighbours';

const sidebar: DocSidebarItem[] = [
  { type: 'link', label: 'Hardware', href: '/docs/' },
  {
    type: 'category',
    label: 'Installation',
    items: [
      { type: 'link', label: 'Docker', href: '/docs/installation/docker/' },
      { type: 'link', label: 'Unraid', href: '/docs/installation/unraid/' },
    ],
  },
  {
    type: 'category',
    label: 'API',
    items: [{ type: 'link', label: 'REST API', href: '/docs/api/rest-api/' }],
  },
];

it('gives previous and next pages across categories', () => {
  expect(docNeighbours(sidebar, '/docs/installation/unraid/')).toEqual({
    previous: { label: 'Docker', href: '/docs/installation/docker/' },
    next: { label: 'REST API', href: '/docs/api/rest-api/' },
  });
  expect(docNeighbours(sidebar, '/docs/')).toEqual({
    previous: undefined,
    next: { label: 'Docker', href: '/docs/installation/docker/' },
  });
  expect(docNeighbours(sidebar, '/docs/api/rest-api/').next).toBeUndefined();
});

it('builds breadcrumbs with the category as plain text', () => {
  expect(docBreadcrumbs(sidebar, '/docs/api/rest-api/')).toEqual({
    home: { label: 'Hardware', href: '/docs/' },
    category: 'API',
  });
  expect(docBreadcrumbs(sidebar, '/docs/').category).toBeUndefined();
});
