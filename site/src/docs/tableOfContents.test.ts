import { flattenTableOfContents } from './tableOfContents';

it('flattens the MDX table of contents into levelled headings', () => {
  expect(
    flattenTableOfContents([
      { url: '#install', title: 'Install', items: [{ url: '#with-docker', title: 'With Docker' }] },
      { url: '#update', title: 'Update' },
    ]),
  ).toEqual([
    { id: 'install', value: 'Install', depth: 2 },
    { id: 'with-docker', value: 'With Docker', depth: 3 },
    { id: 'update', value: 'Update', depth: 2 },
  ]);
});
