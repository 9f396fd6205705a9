import { docChromeByPath } from './docChromeContext';
import type { SidebarDoc } from './buildSidebar';

const docs: SidebarDoc[] = [
  { path: '/docs/', category: null, slug: 'index', title: 'Foyer documentation', sidebarLabel: 'Overview' },
  {
    path: '/docs/installation/docker/',
    category: 'installation',
    slug: 'docker',
    title: 'Docker',
    sidebarPosition: 1,
  },
  {
    path: '/docs/installation/unraid/',
    category: 'installation',
    slug: 'unraid',
    title: 'Unraid',
    sidebarPosition: 2,
  },
  { path: '/docs/api/rest-api/', category: 'api', slug: 'rest-api', title: 'REST API' },
];

it('gives each doc its home, category label key and neighbours in sidebar order', () => {
  const chrome = docChromeByPath(docs);
  expect(chrome.get('/docs/installation/unraid/')).toEqual({
    home: { label: 'Overview', href: '/docs/' },
    categoryLabelKey: 'docs.categories.installation',
    previous: { label: 'Docker', href: '/docs/installation/docker/' },
    next: { label: 'REST API', href: '/docs/api/rest-api/' },
  });
  expect(chrome.get('/docs/')).toMatchObject({ categoryLabelKey: null, previous: null });
  expect(chrome.get('/docs/api/rest-api/')?.next).toBeNull();
});

it("leaves a doc's chrome alone when a doc elsewhere in the sidebar is added", () => {
  const before = docChromeByPath(docs).get('/docs/installation/docker/');
  const withDashboardDoc = docChromeByPath([
    ...docs,
    { path: '/docs/dashboard/cards/', category: 'dashboard', slug: 'cards', title: 'Cards' },
  ]);
  expect(withDashboardDoc.get('/docs/installation/docker/')).toEqual(before);
  // Only its neighbours see it.
  expect(withDashboardDoc.get('/docs/installation/unraid/')?.next?.label).toBe('Cards');
});
