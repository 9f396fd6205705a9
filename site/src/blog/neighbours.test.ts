import { postNeighbours } from './neighbours';

const posts = [{ path: '/blog/c/' }, { path: '/blog/b/' }, { path: '/blog/a/' }];

describe('postNeighbours', () => {
  it('finds the newer and the older post around the current one', () => {
    expect(postNeighbours(posts, '/blog/b/')).toEqual({
      newer: { path: '/blog/c/' },
      older: { path: '/blog/a/' },
    });
  });

  it('has no newer post for the newest and no older post for the oldest', () => {
    expect(postNeighbours(posts, '/blog/c/')).toEqual({ newer: undefined, older: { path: '/blog/b/' } });
    expect(postNeighbours(posts, '/blog/a/')).toEqual({ newer: { path: '/blog/b/' }, older: undefined });
  });

  it('gives nothing for a page that is not in the list', () => {
    expect(postNeighbours(posts, '/blog/unknown/')).toEqual({});
  });
});
