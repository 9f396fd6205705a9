import { docsSidebarContext } from './docsSidebarContext';

const frenchCommon = JSON.stringify({
  docs: { sidebar: 'Documentation', categories: { installation: 'Installation', api: 'API' } },
});

it('names the landmark and the categories in the language of the strings given', () => {
  const context = docsSidebarContext(
    [
      { path: '/fr/docs/', category: null, slug: 'index', title: 'Matériel et installation' },
      { path: '/fr/docs/api/rest-api/', category: 'api', slug: 'rest-api', title: 'API REST' },
    ],
    'fr',
    frenchCommon,
  );
  expect(context.label).toBe('Documentation');
  expect(context.items).toEqual([
    { type: 'link', label: 'Matériel et installation', href: '/fr/docs/' },
    {
      type: 'category',
      label: 'API',
      items: [{ type: 'link', label: 'API REST', href: '/fr/docs/api/rest-api/' }],
    },
  ]);
  // Plain data: it travels in the slice's JSON.
  expect(JSON.parse(JSON.stringify(context))).toEqual(context);
});
