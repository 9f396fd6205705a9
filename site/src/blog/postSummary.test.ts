import { postSummary } from './postSummary';

const queried: Queries.PostSummaryFragment = {
  id: 'a',
  fields: { path: '/blog/zigbee-range/', readingTime: 4 },
  frontmatter: {
    title: 'Zigbee range',
    description: 'Why a mesh needs mains-powered devices.',
    date: '2026-03-02',
    author: { authorId: 'camille', name: 'Camille' },
  },
};

describe('postSummary', () => {
  it('keeps what lists show of a post', () => {
    expect(postSummary(queried)).toEqual(queried);
  });

  it('fails the build on a post without its date or author, naming the post', () => {
    expect(() => postSummary({ ...queried, frontmatter: { ...queried.frontmatter, date: null } })).toThrow(
      'No date of /blog/zigbee-range/ in the page query',
    );
    expect(() => postSummary({ ...queried, frontmatter: { ...queried.frontmatter, author: null } })).toThrow(
      'author of /blog/zigbee-range/',
    );
  });
});
