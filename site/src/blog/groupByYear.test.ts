import { groupByYear } from './groupByYear';

describe('groupByYear', () => {
  it('puts posts under their year, newest year first, newest post first', () => {
    const groups = groupByYear([
      { date: '2023-02-14', title: 'If / Then / Else' },
      { date: '2024-12-30', title: '2024 in review' },
      { date: '2023-12-27', title: '2023 in review' },
      { date: '2024-03-26', title: 'Alexa' },
    ]);
    expect(groups.map((group) => [group.year, group.posts.map((post) => post.title)])).toEqual([
      ['2024', ['2024 in review', 'Alexa']],
      ['2023', ['2023 in review', 'If / Then / Else']],
    ]);
  });

  it('reads the year from the date, not from the time zone', () => {
    expect(groupByYear([{ date: '2021-01-01T00:00:00.000Z' }])[0]?.year).toBe('2021');
  });

  it('gives no groups for no posts', () => {
    expect(groupByYear([])).toEqual([]);
  });
});
