import { blogPostProblems, readingMinutes } from './posts';

describe('readingMinutes', () => {
  it('counts 200 words a minute, rounded, at least one', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('word '.repeat(650))).toBe(3);
    expect(readingMinutes('')).toBe(1);
  });
});

describe('blogPostProblems', () => {
  const complete = { title: 'T', description: 'D', date: '2024-03-26', author: { authorId: 'malik' } };

  it('accepts a complete post', () => {
    expect(blogPostProblems([{ path: '/blog/alexa/', frontmatter: complete }])).toEqual([]);
  });

  it('names each missing field and an unknown author', () => {
    expect(
      blogPostProblems([
        { path: '/blog/x/', frontmatter: { ...complete, date: null, author: null, description: '' } },
      ]),
    ).toEqual([
      '/blog/x/: no description',
      '/blog/x/: the front matter needs a date (YYYY-MM-DD)',
      '/blog/x/: the author is missing or not in content/authors.yaml',
    ]);
  });
});
